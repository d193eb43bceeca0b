import { uploadFile } from '../richtext';
import { ImageUploadField } from '../ui/ImageUploadField';

const uploadClassImage = (file: File) => uploadFile(file, 'image');

/** The class picture: uploaded through `/api/file/upload`, previewed, removable. */
export function ClassImageField({ value, onChange }: { value: string; onChange: (path: string) => void }) {
  return (
    <ImageUploadField
      value={value}
      onChange={onChange}
      upload={uploadClassImage}
      area="classes"
      preview={{ width: 240, height: 135, fit: 'cover' }}
    />
  );
}
