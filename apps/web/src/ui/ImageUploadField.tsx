import { Box, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { uploadAccept } from '@quanta/validators';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadErrorText } from '../session/upload';
import { ErrorAlert } from './ErrorAlert';

export interface ImageUploadFieldProps {
  value: string;
  onChange: (path: string) => void;
  /** Sends the chosen file and answers its stored path (`session/upload.ts`); a refusal throws its `UploadError`. */
  upload: (file: File) => Promise<string>;
  /** The area whose `fields.image` and `edit.*Image` texts label the field. */
  area: 'classes' | 'store';
  /** The preview's size and how the picture fills it. */
  preview: { width: number; height: number; fit: 'cover' | 'contain' };
}

/** A picture field: uploaded through `upload`, previewed, removable. */
export function ImageUploadField({ value, onChange, upload, area, preview }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      onChange(await upload(file));
    } catch (err) {
      setError(uploadErrorText(t, err));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper label={t(`${area}.fields.image`)} description={t(`${area}.edit.imageHint`)}>
      <Stack gap="xs" mt={6}>
        <Group align="flex-start" gap="md">
          <Box
            w={preview.width}
            h={preview.height}
            bg="gray.1"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              overflow: 'hidden',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {value ? (
              <Image
                src={value}
                alt={t(`${area}.edit.imagePreview`)}
                w={preview.width}
                h={preview.height}
                fit={preview.fit}
              />
            ) : (
              <Stack gap={4} align="center" c="dimmed">
                <IconPhoto size={32} />
                <Text size="xs">{t(`${area}.edit.noImage`)}</Text>
              </Stack>
            )}
          </Box>
          <Stack gap="xs">
            <FileButton onChange={choose} accept={uploadAccept.image}>
              {(props) => (
                <Button {...props} variant="light" loading={uploading} leftSection={<IconUpload size={16} />}>
                  {value ? t(`${area}.edit.changeImage`) : t(`${area}.edit.uploadImage`)}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => onChange('')}>
                {t(`${area}.edit.removeImage`)}
              </Button>
            )}
          </Stack>
        </Group>
        <ErrorAlert message={error} />
      </Stack>
    </Input.Wrapper>
  );
}
