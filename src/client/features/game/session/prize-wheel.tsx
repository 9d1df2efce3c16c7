import Box from '@mui/material/Box';
import type { PublicGame } from '../../../../shared/api/game';
import { slicePath, textColorOn } from './wheel-geometry';

const SIZE = 300;
const RADIUS = SIZE / 2;

type PrizeWheelProps = {
  segments: PublicGame['segments'];
  /** Degrees clockwise; a change animates unless `animate` is false (reduced motion). */
  rotation: number;
  animate: boolean;
  onStopped?: () => void;
};

/** The wheel, drawn in SVG: decorative (the result is said in words), a pointer at the top. */
export function PrizeWheel({ segments, rotation, animate, onStopped }: PrizeWheelProps) {
  const slice = 360 / segments.length;
  return (
    <Box aria-hidden sx={{ position: 'relative', width: '100%', maxWidth: SIZE, mx: 'auto', aspectRatio: '1' }}>
      <Box
        component="svg"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        onTransitionEnd={onStopped}
        sx={{
          width: '100%',
          height: '100%',
          transform: `rotate(${rotation}deg)`,
          transition: animate ? 'transform 4s cubic-bezier(0.15, 0.85, 0.25, 1)' : 'none',
          filter: 'drop-shadow(0 4px 10px rgba(0,0,0,0.25))',
        }}
      >
        {segments.map((segment, index) => {
          const middle = index * slice + slice / 2;
          return (
            <g key={segment.id}>
              <path d={slicePath(index, segments.length, RADIUS)} fill={segment.color} stroke="#ffffff" strokeWidth={2} />
              <text
                x={RADIUS}
                y={RADIUS * 0.3}
                transform={`rotate(${middle} ${RADIUS} ${RADIUS})`}
                textAnchor="middle"
                fontSize={segments.length > 8 ? 10 : 12}
                fontWeight={700}
                fill={textColorOn(segment.color)}
              >
                {segment.label.length > 18 ? `${segment.label.slice(0, 17)}…` : segment.label}
              </text>
            </g>
          );
        })}
        <circle cx={RADIUS} cy={RADIUS} r={14} fill="#ffffff" stroke="#0f172a" strokeWidth={2} />
      </Box>
      <Box
        sx={{
          position: 'absolute',
          top: -6,
          left: '50%',
          transform: 'translateX(-50%)',
          width: 0,
          height: 0,
          borderLeft: '12px solid transparent',
          borderRight: '12px solid transparent',
          borderTop: '24px solid',
          borderTopColor: 'text.primary',
        }}
      />
    </Box>
  );
}
