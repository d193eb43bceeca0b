import { Button, FileButton, Group, Image, Stack, Switch, Text } from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadErrorText, uploadFile } from '../session/upload';

interface ImageFieldProps {
  image: string;
  showImg: boolean;
  onImage: (path: string) => void;
  onShowImg: (show: boolean) => void;
  onError: (message: string | null) => void;
}

/** The question's picture: upload, remove, and whether students see it. */
export function ImageField({ image, showImg, onImage, onShowImg, onError }: ImageFieldProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);

  const pick = async (file: File | null) => {
    if (!file) return;
    onError(null);
    setUploading(true);
    try {
      onImage(await uploadFile(file, 'image'));
      onShowImg(true);
    } catch (err) {
      onError(uploadErrorText(t, err));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('questions.image')}
      </Text>
      {image && <Image src={image} alt={t('questions.imageAlt')} maw={260} radius="sm" fit="contain" />}
      <Group>
        <FileButton onChange={pick} accept="image/png,image/jpeg,image/gif,image/webp">
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={14} />} loading={uploading}>
              {t('questions.uploadImage')}
            </Button>
          )}
        </FileButton>
        {image && (
          <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={() => onImage('')}>
            {t('questions.removeImage')}
          </Button>
        )}
        <Switch label={t('questions.showImg')} checked={showImg} onChange={(e) => onShowImg(e.currentTarget.checked)} />
      </Group>
    </Stack>
  );
}
