import { useEffect, useRef, useState } from "react";
import { splashSkipAttribute } from "#shared/page-shell.ts";
import { LogoMark } from "#web/components/ui/logo.tsx";

/** How long the splash stays, fade included (spec: 2500 ms, then a 500 ms fade). */
export const splashDurationMs = 3000;

/**
 * The logo screen laid over the home page on arrival. The page itself is rendered underneath,
 * so it is in the prerendered HTML and paints at once; CSS runs the timing (see splash.css, which
 * the root imports so home has one render-blocking stylesheet, not two). The page's inline gate
 * (src/features/home/ui/splash-gate.ts) skips it for a session that has seen the site, and at a tap or a key.
 */
export function SplashScreen({ name, tagline }: { name: string; tagline: string }) {
  // Only the page the visitor arrived on has it (hydration finds it in the HTML): coming to home
  // from another page of the site goes straight to the page.
  const [visible, setVisible] = useState(() => typeof document === "undefined" || document.querySelector("[data-splash]") !== null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!visible) return;
    const element = ref.current;
    const hide = () => setVisible(false);
    // Skipped before hydration: gone already (splash.css). A skip later hides it at once too; the
    // timer then takes it out of the page.
    if (document.documentElement.hasAttribute(splashSkipAttribute)) return hide();
    // The CSS animation ends the splash; the timer is a safety net where animation events do not fire.
    const onEnd = (event: AnimationEvent) => {
      if (event.target === element) hide();
    };
    element?.addEventListener("animationend", onEnd);
    // Counted from the splash's own animations' start (the fade and the cut, or the cut alone with
    // reduced motion: they start together), not from hydration: on a busy machine the page can
    // hydrate before its first paint starts them, and a timer from here took the splash away before
    // its fade had ended. A pending animation's `ready` settles when it starts playing.
    let timer: number | undefined;
    let stopped = false;
    const fade = element?.getAnimations()[0];
    const arm = () => {
      const elapsed = fade?.currentTime;
      if (!stopped) timer = window.setTimeout(hide, splashDurationMs + 200 - (typeof elapsed === "number" ? elapsed : 0));
    };
    if (fade) fade.ready.then(arm, arm);
    else arm();
    return () => {
      stopped = true;
      element?.removeEventListener("animationend", onEnd);
      window.clearTimeout(timer);
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <div
      ref={ref}
      data-splash=""
      aria-hidden="true"
      className="splash-screen fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-brand-950 px-6 text-center text-white"
    >
      <div className="splash-screen__mark relative">
        <div className="absolute -inset-6 rounded-full bg-brand-500/20 blur-2xl" />
        <div className="splash-screen__orbit relative">
          <LogoMark size={128} />
        </div>
      </div>
      <div className="splash-screen__text">
        <p className="max-w-md text-2xl font-extrabold tracking-tight sm:text-3xl">{name}</p>
        <p className="mt-2 text-sm font-medium text-brand-200">{tagline}</p>
      </div>
      <div className="h-1 w-40 overflow-hidden rounded-full bg-white/15">
        <div className="splash-screen__bar h-full rounded-full bg-highlight-400" />
      </div>
    </div>
  );
}
