import { Button, Group, Input, Pill, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceChoice } from './class-form';
import { sourceLabel } from './labels';
import { SourcePickerModal } from './SourcePickerModal';

/** The class's sources as removable chips, chosen in the source picker. */
export function SourceField({
  value,
  onChange,
}: {
  value: SourceChoice[];
  onChange: (sources: SourceChoice[]) => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const remove = (id: string) => onChange(value.filter((s) => s._id !== id));
  const rename = (source: SourceChoice) => onChange(value.map((s) => (s._id === source._id ? source : s)));

  return (
    <Input.Wrapper label={t('classes.fields.sources')}>
      <Group gap="xs" mt={6} align="center">
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('classes.sources.none')}
          </Text>
        ) : (
          <Pill.Group>
            {value.map((s) => (
              <Pill
                key={s._id}
                size="md"
                withRemoveButton
                onRemove={() => remove(s._id)}
                removeButtonProps={{ 'aria-label': t('classes.sources.remove', { name: s.name }) }}
                c={s.expired ? 'dimmed' : undefined}
              >
                {sourceLabel(t, s)}
              </Pill>
            ))}
          </Pill.Group>
        )}
        <Button size="xs" variant="light" leftSection={<IconListCheck size={14} />} onClick={() => setPicking(true)}>
          {t('classes.sources.choose')}
        </Button>
      </Group>
      <SourcePickerModal
        opened={picking}
        chosen={value}
        onClose={() => setPicking(false)}
        onSelect={(sources) => {
          onChange(sources);
          setPicking(false);
        }}
        onDeleted={remove}
        onRenamed={rename}
      />
    </Input.Wrapper>
  );
}
