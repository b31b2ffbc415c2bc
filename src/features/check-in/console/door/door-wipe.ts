/**
 * Wiping the door's copies (decision 121), without loading the door's store: the console's layout
 * calls these at sign-out and when it opens, and only a device that holds a copy loads more.
 */

/** The one IndexedDB database of the door: every event's copy, its marks and its queue. */
export const doorDatabaseName = "club-door";

/** Whether this browser holds the door's database; true when it cannot say (the sweep then opens it). */
async function holdsDoorCopies(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  if (typeof indexedDB.databases !== "function") return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === doorDatabaseName);
}

/** At sign-out: every event's copy goes, with any check-ins still waiting to sync (the door page shows how many wait). */
export function wipeDoorCopies(): Promise<void> {
  forgetDoorSession();
  return deleteDoorDatabase();
}

function deleteDoorDatabase(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === "undefined") return resolve();
    const request = indexedDB.deleteDatabase(doorDatabaseName);
    // Blocked only while a door page of another tab holds it open; that page closes it when asked (door-store.ts).
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** Whose the door's copies on this device are: the organiser's id and role (localStorage). */
const ownerKey = "club-door-owner";

function storedOwner(): string | null {
  try {
    return localStorage.getItem(ownerKey);
  } catch {
    return null;
  }
}

/** The owner's mark for an organiser in their role. */
export function doorOwner(organiser: { id: string; role: string }): string {
  return `${organiser.id} ${organiser.role}`;
}

/** Whether this device's door copies are this organiser's, in this role. */
export function doorCopiesBelongTo(owner: string): boolean {
  return storedOwner() === owner;
}

/**
 * Before the console shows anything: when another organiser signs in on this device, or the same one
 * comes back in another role, every copy (and any queue) goes first.
 */
export async function claimDoorCopies(owner: string): Promise<void> {
  if (storedOwner() === owner) return;
  // The session remembered for the door is already this organiser's (read before any page).
  await deleteDoorDatabase();
  try {
    localStorage.setItem(ownerKey, owner);
  } catch {
    // No storage: the copies were wiped, which is all that matters.
  }
}

/** On opening the console: the copies of events that ended over a day ago go. */
export async function wipeEndedDoorCopies(now = Date.now()): Promise<number> {
  if (!(await holdsDoorCopies())) return 0;
  const { deleteEndedEvents } = await import("./door-store.ts");
  return deleteEndedEvents(now);
}

/** Who was signed in when the door last reached the server: id, name and role, no e-mail. */
const sessionKey = "club-door-session";

export interface RememberedOrganiser {
  id: string;
  name: string;
  role: string;
}

export function rememberDoorSession(organiser: RememberedOrganiser): void {
  try {
    localStorage.setItem(sessionKey, JSON.stringify({ id: organiser.id, name: organiser.name, role: organiser.role }));
  } catch {
    // No storage: a cold start with no network then cannot open the door, which says so.
  }
}

export function rememberedDoorSession(): RememberedOrganiser | null {
  try {
    const kept = JSON.parse(localStorage.getItem(sessionKey) ?? "null") as Partial<RememberedOrganiser> | null;
    return kept && typeof kept.id === "string" && typeof kept.name === "string" && typeof kept.role === "string" ? { id: kept.id, name: kept.name, role: kept.role } : null;
  } catch {
    return null;
  }
}

function forgetDoorSession(): void {
  try {
    localStorage.removeItem(sessionKey);
  } catch {
    // Nothing kept.
  }
}
