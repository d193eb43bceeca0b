import { useState } from 'react';
import { PhotoGallery } from './PhotoGallery';
import type { WorkPhoto } from './types';

/**
 * The photos of working of one answer as the student and their parent see them once corrected: the
 * teacher's marked copy where there is one (the original a press away), else the photo as turned.
 */
export function FamilyWorkPhotos({ photos, label }: { photos: WorkPhoto[]; label: string }) {
  const [open, setOpen] = useState<WorkPhoto | null>(null);
  if (photos.length === 0) return null;
  return <PhotoGallery photos={photos} label={label} open={open} onOpen={setOpen} onClose={() => setOpen(null)} />;
}
