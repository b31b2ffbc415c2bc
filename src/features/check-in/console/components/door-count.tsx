import type { LiveCount } from "../../contract.ts";

/** Checked in of registered, in all and per category: the server's every 2 s, or this device's copy offline. */
export function DoorCount({ count, local }: { count: LiveCount | undefined; local: boolean }) {
  return (
    <section aria-labelledby="count-heading" className="rounded-card border border-line bg-surface p-4 shadow-card">
      <h2 id="count-heading" className="text-lg font-bold text-brand-900">
        Checked in
      </h2>
      {count ? (
        <>
          <p className="mt-1 text-3xl font-bold text-ink" data-door-count>
            {count.checkedIn} <span className="text-base font-normal text-muted">of</span> {count.registered}
          </p>
          <ul className="mt-2 grid gap-1 text-sm">
            {count.categories.map((category) => (
              <li key={category.name} className="flex justify-between gap-3">
                <span>{category.name}</span>
                <span className="font-semibold">
                  {category.checkedIn} / {category.registered}
                </span>
              </li>
            ))}
          </ul>
          {local && <p className="mt-2 text-sm text-muted">As this device knows it, until the network returns.</p>}
        </>
      ) : (
        <p className="mt-1 text-muted">Loading...</p>
      )}
    </section>
  );
}
