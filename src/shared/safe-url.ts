/**
 * Which stored addresses may become a link (docs/decisions/072). A link field holds a web address,
 * `http:` or `https:`, and an e-mail field an address that becomes `mailto:`; nothing else is ever
 * rendered as a link (`javascript:`, `data:`, `vbscript:`, relative paths, protocol-relative `//host`).
 *
 * The same checks run where a value is written (the shared schemas refuse it with `webUrlMessage`)
 * and where it is rendered (components render no link for a value that fails), so a row inserted
 * with plain SQL, or stored before the check existed, still cannot put a script in an `href`.
 * Kept free of dependencies: public pages import it.
 */

const webAddress = /^https?:\/\/[^\s/?#]/i;
const mailtoAddress = /^mailto:/i;
/** One @, no spaces, nothing that would end or extend a mailto: URL or an attribute. */
const emailAddress = /^[^\s@<>()"'`\\,;:?&#%]+@[^\s@<>()"'`\\,;:?&#%]+$/;

export const webUrlMessage = "must be a web address starting with https:// or http://";
export const linkUrlMessage = "must be a web address (https:// or http://) or a mailto: address";

/** True for an absolute `http:` or `https:` address with a host. */
export function isWebUrl(value: string): boolean {
  const trimmed = value.trim();
  if (!webAddress.test(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** True for an e-mail address a `mailto:` link can carry as it is. */
export function isEmailAddress(value: string): boolean {
  return emailAddress.test(value.trim());
}

/** True for `mailto:` and one e-mail address. */
export function isMailtoUrl(value: string): boolean {
  const trimmed = value.trim();
  return mailtoAddress.test(trimmed) && isEmailAddress(trimmed.slice("mailto:".length));
}

/** The value as a link target when it is a web address, or undefined: render no link then. */
export function safeWebHref(value: string | null | undefined): string | undefined {
  return typeof value === "string" && isWebUrl(value) ? value.trim() : undefined;
}

/** A web address or a `mailto:` address as a link target, or undefined (for fields that hold either). */
export function safeLinkHref(value: string | null | undefined): string | undefined {
  if (typeof value !== "string") return undefined;
  return isWebUrl(value) || isMailtoUrl(value) ? value.trim() : undefined;
}

/** `mailto:` for a stored e-mail address, or undefined when it is not one. */
export function safeEmailHref(email: string | null | undefined): string | undefined {
  return typeof email === "string" && isEmailAddress(email) ? `mailto:${email.trim()}` : undefined;
}

/**
 * Which stored addresses may become a picture (docs/security.md): only pictures this site stored,
 * an editor's upload (`/media/{sha256}.webp`) or the sample content's own
 * (`/images/sample/{name}.webp` in public/). An address on another host would make every visitor's
 * browser call that host, so the schemas refuse it (`sitePictureMessage`) and the cards render the
 * no-picture placeholder for one already stored.
 */
const sitePicture = /^\/(media\/[0-9a-f]{64}|images\/sample\/[a-z0-9-]+)\.webp$/;

export const sitePictureMessage = "must be a picture uploaded here (a picture on another site is not shown)";

/** True for a picture this site stored. */
export function isSitePicture(value: string): boolean {
  return sitePicture.test(value);
}

/** The value as an `<img>` source when it is a picture this site stored, or undefined: render no picture then. */
export function safePictureSrc(value: string | null | undefined): string | undefined {
  return typeof value === "string" && sitePicture.test(value) ? value : undefined;
}
