import type { ChartGeometry } from '../sprint-profile-view';

/** A small SVG chart of the card, with its text alternative as the figure's caption. */
export function ProfileChart({
  title,
  geometry,
  xLabel,
  yLabel,
  legend,
}: {
  title: string;
  geometry: ChartGeometry;
  xLabel: string;
  yLabel: string;
  legend: string | null;
}) {
  const { width, height } = geometry;
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium text-zinc-100">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="w-full rounded-xl bg-surface-raised"
        role="img"
        aria-label={geometry.description}
      >
        <line x1={24} y1={height - 24} x2={width - 12} y2={height - 24} stroke="#52525b" />
        <line x1={24} y1={12} x2={24} y2={height - 24} stroke="#52525b" />
        <text x={width - 12} y={height - 8} textAnchor="end" fontSize="10" fill="#a1a1aa">
          {xLabel}
        </text>
        <text x={28} y={14} fontSize="10" fill="#a1a1aa">
          {yLabel}
        </text>
        {geometry.cohortPath ? (
          <path d={geometry.cohortPath} stroke="#a1a1aa" strokeDasharray="4 3" fill="none" />
        ) : null}
        <path d={geometry.path} stroke="#facc15" strokeWidth={2} fill="none" />
        {geometry.points.map((p) => (
          <g key={p.label}>
            <circle cx={p.x} cy={p.y} r={3.5} fill="#facc15" stroke="#111113" />
            <text x={p.x} y={p.y + 14} textAnchor="middle" fontSize="9" fill="#d4d4d8">
              {p.label}
            </text>
          </g>
        ))}
      </svg>
      {legend ? <p className="text-xs text-muted">{legend}</p> : null}
    </figure>
  );
}
