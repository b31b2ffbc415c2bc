import { createContext, useContext, type ReactNode } from "react";
import { iconSpriteId, scriptsHolderId, siteFooterId } from "../../shared/page-shell.ts";

/**
 * The parts of every page's HTML that the server alone holds (entry.server.tsx), by the id of
 * the element that carries each: the site stylesheet, inlined so the first
 * paint needs no other request; the icon sprite, first in <body>, so <Icon>'s <use href="#icon-…">
 * finds its drawing in the page itself; the inline scripts that run before the
 * modules (the early-input listener, the home splash's gate) and the one that starts them after the
 * first paint; and this render's nonce, which every inline script carries.
 *
 * In the browser the context is empty: each part renders the text the HTML already holds for it,
 * so hydration keeps the element as it is, and the texts never travel in the JavaScript.
 */
export interface DocumentParts {
  nonce: string;
  "site-stylesheet": string;
  /** The Bengali font's rules, on Bangla pages only (lib/bengali-font-css.ts). */
  "bengali-font-stylesheet": string;
  "site-icon-sprite": string;
  "early-input": string;
  "splash-gate": string;
  "start-modules": string;
}

type PartId = Exclude<keyof DocumentParts, "nonce">;

export const DocumentPartsContext = createContext<DocumentParts | undefined>(undefined);

/** The nonce of this render, on the server; in the browser there is none to give (and none needed). */
export function useNonce(): string | undefined {
  return useContext(DocumentPartsContext)?.nonce;
}

/** The element carrying the part `id`, with its text from the server, or in the browser from the page. */
function Part({ as: Element, id, nonce }: { as: "style" | "div" | "script"; id: PartId; nonce?: string }) {
  const parts = useContext(DocumentPartsContext);
  const html = parts ? parts[id] : (document.getElementById(id)?.innerHTML ?? "");
  return <Element id={id} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The stylesheet in the head. The first render also waits until the footer has been parsed, so the
 * page is laid out once, whole.
 */
export function InlineStylesheet({ bengaliFont = false }: { bengaliFont?: boolean }) {
  return (
    <>
      <link rel="expect" href={`#${siteFooterId}`} {...{ blocking: "render" }} />
      <Part as="style" id="site-stylesheet" />
      {bengaliFont ? <Part as="style" id="bengali-font-stylesheet" /> : null}
    </>
  );
}

/** The icon sprite (its <svg id="icon-sprite"> is hidden), first in <body>. */
export function InlineIconSprite() {
  return <Part as="div" id={`site-${iconSpriteId}`} />;
}

/** One of the inline scripts that run before the modules, with this render's nonce. */
export function InlineScript({ id }: { id: "early-input" | "splash-gate" | "start-modules" }) {
  return <Part as="script" id={id} nonce={useNonce()} />;
}

/**
 * React Router's <Scripts>, started after the first paint (src/web/lib/start-modules.ts): the server
 * renders them inside a <noscript>, which the browser keeps as text and React does not hydrate (its
 * children are never rendered in the browser), and the inline script after it runs them.
 */
export function ScriptsAfterFirstPaint({ children }: { children: ReactNode }) {
  return (
    <>
      <noscript id={scriptsHolderId}>{children}</noscript>
      <InlineScript id="start-modules" />
    </>
  );
}
