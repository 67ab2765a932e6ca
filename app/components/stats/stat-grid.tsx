/** A definition list of labelled figures (one card each). */
export function StatGrid({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="stat-grid">
      {items.map((item) => (
        <div key={item.label} className="stat-grid__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
