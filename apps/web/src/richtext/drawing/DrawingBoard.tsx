import { Button, Group, Modal, SegmentedControl, Stack } from '@mantine/core';
import { IconEraser, IconPencil } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_SIZE, BRUSH_DEFAULT, canvasToPng, clearBoard, type Tool } from './canvas';
import { PenControls } from './PenControls';
import { usePen } from './use-pen';

const swatches = ['#000000', '#495057', '#e03131', '#2f9e44', '#1971c2', '#f08c00', '#9c36b5'];

/**
 * An 800×800 board (shown smaller on small screens) to draw with a mouse, pen or finger. Insert hands the
 * picture over as a PNG; the board stays open while the parent uploads it.
 */
export function DrawingBoard({
  opened,
  onClose,
  onInsert,
}: {
  opened: boolean;
  onClose: () => void;
  onInsert: (png: Blob) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [tool, setTool] = useState<Tool>('pen');
  const [color, setColor] = useState('#000000');
  const [brush, setBrush] = useState(BRUSH_DEFAULT);
  const [busy, setBusy] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);

  // A fresh white board each time the dialog opens.
  const attach = useCallback((canvas: HTMLCanvasElement | null) => {
    canvasRef.current = canvas;
    const ctx = canvas?.getContext('2d');
    if (ctx) clearBoard(ctx);
  }, []);

  const context = () => canvasRef.current?.getContext('2d') ?? null;
  const pen = usePen(canvasRef, tool, color, brush);

  const clear = () => {
    const ctx = context();
    if (ctx) clearBoard(ctx);
  };

  const insert = async () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setBusy(true);
    try {
      await onInsert(await canvasToPng(canvas));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('richtext.drawing.title')}
      centered
      size={BOARD_SIZE + 40}
      closeOnClickOutside={false}
    >
      <Stack gap="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          <SegmentedControl
            value={tool}
            onChange={(value) => setTool(value as Tool)}
            data={[
              {
                value: 'pen',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconPencil size={16} /> {t('richtext.drawing.pen')}
                  </Group>
                ),
              },
              {
                value: 'eraser',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconEraser size={16} /> {t('richtext.drawing.eraser')}
                  </Group>
                ),
              },
            ]}
          />
          <PenControls
            color={color}
            onColor={setColor}
            swatches={swatches}
            brush={brush}
            onBrush={setBrush}
            colorDisabled={tool === 'eraser'}
          />
          <Button variant="default" onClick={clear}>
            {t('richtext.drawing.clear')}
          </Button>
        </Group>
        <canvas
          ref={attach}
          width={BOARD_SIZE}
          height={BOARD_SIZE}
          aria-label={t('richtext.drawing.canvas')}
          role="img"
          {...pen}
          style={{
            // Fits the screen both ways, leaving room for the dialog's margins, title, tools and buttons;
            // drawing stays in canvas pixels whatever the shown size.
            width: 'min(100%, max(240px, calc(90dvh - 270px)))',
            maxWidth: BOARD_SIZE,
            aspectRatio: '1 / 1',
            touchAction: 'none',
            cursor: 'crosshair',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
            display: 'block',
            margin: '0 auto',
            background: '#fff',
          }}
        />
        {/* Kept in sight at the dialog's foot when a short screen makes the dialog scroll. */}
        <Group
          justify="flex-end"
          gap="xs"
          py="xs"
          style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)', zIndex: 1 }}
        >
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('richtext.cancel')}
          </Button>
          <Button onClick={insert} loading={busy}>
            {t('richtext.insert')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
