import { ImageUploadField } from '../ui/ImageUploadField';
import { uploadProductImage } from './upload';

/** The product picture: uploaded through `POST /api/upload`, previewed, removable. */
export function ProductImageField({ value, onChange }: { value: string; onChange: (path: string) => void }) {
  return (
    <ImageUploadField
      value={value}
      onChange={onChange}
      upload={uploadProductImage}
      area="store"
      preview={{ width: 200, height: 150, fit: 'contain' }}
    />
  );
}
