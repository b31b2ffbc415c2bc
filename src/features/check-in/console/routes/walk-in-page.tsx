import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { WalkInAnswer } from "../../contract.ts";
import { checkInMessages } from "../../contract.ts";
import { ErrorNotice, Notice } from "#console/components/notice.tsx";
import { Loading } from "#console/components/list-page.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { useSession } from "#console/lib/session.ts";
import { useCheckInEvents } from "../api/get-check-in-events.ts";
import { useWalkInCategories, useWalkInForm } from "../api/register-walk-in.ts";
import { WalkInCategories } from "../components/walk-in-categories.tsx";
import { WalkInDone } from "../components/walk-in-done.tsx";
import { WalkInForm } from "../components/walk-in-form.tsx";
import type { QueuedWalkIn } from "../door/door-store.ts";

/**
 * A walk-in at the door: someone without a registration is registered
 * with the event's own form, as the public site asks it, and checked in at once. After the green
 * panel, "Register another" starts again and "Back to the door" returns to the event's door.
 */
export function WalkInPage() {
  const { eventId = "" } = useParams();
  const queryClient = useQueryClient();
  const events = useCheckInEvents();
  const categories = useWalkInCategories(eventId);
  const session = useSession();
  const isAdmin = session.data?.organiser.role === "admin";
  const [categoryId, setCategoryId] = useState<string>();
  const [done, setDone] = useState<WalkInAnswer | QueuedWalkIn | null>(null);
  // A new form each time: "Register another" starts from empty answers.
  const [round, setRound] = useState(0);
  const title = events.data?.events.find((event) => event.id === eventId)?.title;
  const category = categories.data?.find((c) => c.id === categoryId);
  const form = useWalkInForm(eventId, category?.id);

  const checkedIn = (answer: WalkInAnswer) => {
    setDone(answer);
    // Seats went down, and the door's lists and counts have one more.
    void queryClient.invalidateQueries({ queryKey: ["check-in"] });
  };
  const another = () => {
    setDone(null);
    setRound((n) => n + 1);
  };

  return (
    <>
      <PageHeader
        title={title ? `Walk-in: ${title}` : "Walk-in"}
        description="Register someone at the door with the event's own form: they are checked in at once."
        actions={
          <Link to=".." relative="path" className="text-sm font-semibold text-brand-800 underline underline-offset-4">
            Back to the door
          </Link>
        }
      />
      {done ? (
        <WalkInDone answer={done} onAnother={another} />
      ) : categories.isPending ? (
        <Loading />
      ) : categories.isError ? (
        <ErrorNotice error={categories.error} title="The event's categories could not be loaded" />
      ) : categories.data.length === 0 ? (
        <p className="text-muted">This event has no registration form on this site.</p>
      ) : (
        <div className="grid max-w-3xl gap-6 rounded-card border border-line bg-surface p-5 shadow-card">
          <WalkInCategories categories={categories.data} value={categoryId} onChange={setCategoryId} />
          {category?.seatsLeft === 0 && !isAdmin && (
            <Notice variant="info" title="This category is full">
              {checkInMessages.overrideNotAdmin}
            </Notice>
          )}
          {category && form.isPending && <Loading text="Loading the form..." />}
          {category && form.isError && <ErrorNotice error={form.error} title="The form could not be loaded" />}
          {category && form.data && form.data.fields.length === 0 && <p className="text-muted">No registration form configured for this category.</p>}
          {category && form.data && form.data.fields.length > 0 && (
            <WalkInForm
              key={`${category.id}-${round}`}
              eventId={eventId}
              category={category}
              fields={form.data.fields}
              feeTaka={form.data.feeTaka}
              askGuardian={form.data.askGuardian}
              isAdmin={isAdmin}
              organiser={{ id: session.data?.organiser.id ?? "", name: session.data?.organiser.name ?? "" }}
              onCheckedIn={checkedIn}
              onQueued={setDone}
            />
          )}
        </div>
      )}
    </>
  );
}
