import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, type Theme } from '@mui/material/styles';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { useTranslation } from 'react-i18next';
import { clampOffset, clampZoom, MAX_ZOOM, MIN_ZOOM, sourceSquare, type Offset, type SourceSquare } from './crop-geometry';
import { drawSquare } from './picture-canvas';

/** The crop area's own pixels (its canvas); on screen it is as wide as the dialog allows, up to 320 px. */
const VIEWPORT = 640;
const ZOOM_STEP = 0.1;
/** One arrow key press moves the picture by this share of the square (four times with Shift). */
const KEY_STEP = VIEWPORT / 40;
const KEY_MOVES: Record<string, Offset> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

// A styled canvas, not a Box: Box would take `width` and `height` as styles, leaving the canvas at 300 × 150.
const CropCanvas = styled('canvas')(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  touchAction: 'none',
  cursor: 'grab',
  backgroundColor: theme.palette.action.hover,
}));

const sizeOf = (image: HTMLImageElement) => ({ width: image.naturalWidth, height: image.naturalHeight });

type PictureCropDialogProps = {
  image: HTMLImageElement;
  isSaving: boolean;
  errorText: string | null;
  /** Called with the part of the original picture the square shows. */
  onSave: (square: SourceSquare) => void;
  onCancel: () => void;
};

/**
 * Frames a new profile picture in a square: drag it (or use the arrow keys) to move it, the slider
 * (or + and −) to zoom. A canvas shows exactly what will be uploaded; the circle is how the avatar shows it.
 */
export function PictureCropDialog({ image, isSaving, errorText, onSave, onCancel }: PictureCropDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const ids = { title: useId(), hint: useId(), zoom: useId() };
  // A state, not a ref: the dialog's portal mounts the canvas after this component's first effects.
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const dragFrom = useRef<{ x: number; y: number } | null>(null);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const size = sizeOf(image);

  useEffect(() => {
    if (canvas) drawSquare(canvas, image, sourceSquare(sizeOf(image), VIEWPORT, zoom, offset));
  }, [canvas, image, zoom, offset]);

  const moveBy = (dx: number, dy: number) =>
    setOffset((current) => clampOffset(size, VIEWPORT, zoom, { x: current.x + dx, y: current.y + dy }));
  const zoomTo = (next: number) => {
    const clamped = clampZoom(next);
    setZoom(clamped);
    // Zooming out may uncover a corner: the picture is pulled back to cover the square.
    setOffset((current) => clampOffset(size, VIEWPORT, clamped, current));
  };

  const handlePointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };
  const handlePointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!dragFrom.current) return;
    // Screen pixels to canvas pixels: the canvas is drawn smaller than its own resolution.
    const ratio = VIEWPORT / (event.currentTarget.getBoundingClientRect().width || VIEWPORT);
    moveBy((event.clientX - dragFrom.current.x) * ratio, (event.clientY - dragFrom.current.y) * ratio);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };
  const handlePointerEnd = () => {
    dragFrom.current = null;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    if (move) moveBy(move.x * step, move.y * step);
    else if (event.key === '+' || event.key === '=') zoomTo(zoom + ZOOM_STEP);
    else if (event.key === '-') zoomTo(zoom - ZOOM_STEP);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog open onClose={isSaving ? undefined : onCancel} fullScreen={isPhone} fullWidth maxWidth="xs" aria-labelledby={ids.title}>
      <DialogTitle id={ids.title}>{t('account.picture.cropTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box
          tabIndex={0}
          role="group"
          aria-label={t('account.picture.position')}
          aria-describedby={ids.hint}
          onKeyDown={handleKeyDown}
          sx={{
            position: 'relative',
            width: '100%',
            maxWidth: 320,
            mx: 'auto',
            borderRadius: 1,
            overflow: 'hidden',
            '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <CropCanvas
            ref={setCanvas}
            width={VIEWPORT}
            height={VIEWPORT}
            role="img"
            aria-label={t('account.picture.preview')}
            onPointerDown={handlePointerDown}
            onPointerMove={handlePointerMove}
            onPointerUp={handlePointerEnd}
            onPointerCancel={handlePointerEnd}
          />
          {/* Darkens what the round avatar will not show. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              borderRadius: '50%',
              boxShadow: '0 0 0 999px rgba(0, 0, 0, 0.45)',
              pointerEvents: 'none',
            }}
          />
        </Box>
        <Typography id={ids.hint} variant="body2" color="text.secondary">
          {t('account.picture.cropHint')}
        </Typography>
        <Box>
          <Typography id={ids.zoom} variant="body2" sx={{ fontWeight: 600 }}>
            {t('account.picture.zoom')}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <IconButton aria-label={t('account.picture.zoomOut')} onClick={() => zoomTo(zoom - ZOOM_STEP)} disabled={zoom <= MIN_ZOOM}>
              <ZoomOutIcon />
            </IconButton>
            <Slider
              value={zoom}
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.01}
              onChange={(_event, value) => zoomTo(value as number)}
              aria-labelledby={ids.zoom}
              getAriaValueText={(value) => t('account.picture.zoomValue', { percent: Math.round(value * 100) })}
            />
            <IconButton aria-label={t('account.picture.zoomIn')} onClick={() => zoomTo(zoom + ZOOM_STEP)} disabled={zoom >= MAX_ZOOM}>
              <ZoomInIcon />
            </IconButton>
          </Stack>
        </Box>
        {errorText && <Alert severity="error">{errorText}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={isSaving} color="inherit">
          {t('account.cancel')}
        </Button>
        <Button variant="contained" loading={isSaving} onClick={() => onSave(sourceSquare(size, VIEWPORT, zoom, offset))}>
          {t('account.picture.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
