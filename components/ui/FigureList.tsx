/**
 * Label and value pairs as a description list, each pair in a div of its own (the caller's class
 * lays them out): a scorecard's figures, read as "term, definition" by a screen reader.
 */
export function FigureList({
  rows,
  className,
}: {
  rows: readonly { label: string; value: string }[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
