import { ColorInput, Input, Slider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRUSH_MAX, BRUSH_MIN } from './canvas';

/** The pen's colour (with swatches and the screen's colour picker) and brush size, for every drawing surface. */
export function PenControls({
  color,
  onColor,
  swatches,
  brush,
  onBrush,
  colorDisabled,
}: {
  color: string;
  onColor: (color: string) => void;
  swatches: string[];
  brush: number;
  onBrush: (size: number) => void;
  colorDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ColorInput
        label={t('richtext.drawing.color')}
        value={color}
        onChange={onColor}
        swatches={swatches}
        format="hex"
        w={150}
        disabled={colorDisabled}
        eyeDropperButtonProps={{ 'aria-label': t('richtext.drawing.pickColour') }}
      />
      <Input.Wrapper label={`${t('richtext.drawing.brushSize')}${t('app.colon')}${brush}`} w={170}>
        <Slider
          min={BRUSH_MIN}
          max={BRUSH_MAX}
          step={1}
          value={brush}
          onChange={onBrush}
          thumbLabel={t('richtext.drawing.brushSize')}
          mt={8}
        />
      </Input.Wrapper>
    </>
  );
}
