import { Box, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { uploadAccept } from '@quanta/validators';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadErrorText, uploadFile } from '../session/upload';
import { ErrorAlert } from '../ui/ErrorAlert';

/** The class picture: uploaded through `/api/file/upload`, previewed, removable. */
export function ClassImageField({ value, onChange }: { value: string; onChange: (path: string) => void }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      onChange(await uploadFile(file, 'image'));
    } catch (err) {
      setError(uploadErrorText(t, err));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper label={t('classes.fields.image')} description={t('classes.edit.imageHint')}>
      <Stack gap="xs" mt={6}>
        <Group align="flex-start" gap="md">
          <Box
            w={240}
            h={135}
            bg="gray.1"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              overflow: 'hidden',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {value ? (
              <Image src={value} alt={t('classes.edit.imagePreview')} w={240} h={135} fit="cover" />
            ) : (
              <Stack gap={4} align="center" c="dimmed">
                <IconPhoto size={32} />
                <Text size="xs">{t('classes.edit.noImage')}</Text>
              </Stack>
            )}
          </Box>
          <Stack gap="xs">
            <FileButton onChange={upload} accept={uploadAccept.image}>
              {(props) => (
                <Button {...props} variant="light" loading={uploading} leftSection={<IconUpload size={16} />}>
                  {value ? t('classes.edit.changeImage') : t('classes.edit.uploadImage')}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => onChange('')}>
                {t('classes.edit.removeImage')}
              </Button>
            )}
          </Stack>
        </Group>
        <ErrorAlert message={error} />
      </Stack>
    </Input.Wrapper>
  );
}
