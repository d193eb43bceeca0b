import { Box, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { uploadAccept } from '@quanta/validators';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadErrorText, uploadProductImage } from '../session/upload';
import { ErrorAlert } from '../ui/ErrorAlert';

/** The product picture: uploaded through `POST /api/upload`, previewed, removable. */
export function ProductImageField({ value, onChange }: { value: string; onChange: (path: string) => void }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      onChange(await uploadProductImage(file));
    } catch (err) {
      setError(uploadErrorText(t, err));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper label={t('store.fields.image')} description={t('store.edit.imageHint')}>
      <Group align="flex-start" gap="md" mt={6}>
        <Box
          w={200}
          h={150}
          bg="gray.1"
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {value ? (
            <Image src={value} alt={t('store.edit.imagePreview')} w={200} h={150} fit="contain" />
          ) : (
            <Stack gap={4} align="center" c="dimmed">
              <IconPhoto size={32} />
              <Text size="xs">{t('store.edit.noImage')}</Text>
            </Stack>
          )}
        </Box>
        <Stack gap="xs">
          <FileButton onChange={upload} accept={uploadAccept.image}>
            {(props) => (
              <Button {...props} variant="light" loading={uploading} leftSection={<IconUpload size={16} />}>
                {value ? t('store.edit.changeImage') : t('store.edit.uploadImage')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => onChange('')}>
              {t('store.edit.removeImage')}
            </Button>
          )}
        </Stack>
      </Group>
      <Box mt="xs">
        <ErrorAlert message={error} />
      </Box>
    </Input.Wrapper>
  );
}
