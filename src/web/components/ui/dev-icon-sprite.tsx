import { useEffect } from "react";
import { iconSpriteId } from "../../../shared/page-shell.ts";

/**
 * The dev server's pages are not finished by the build (src/server/site-render/finish-html.ts puts
 * the icon sprite first in every built page's <body>), so under `npm run dev` this adds it. The root
 * layout renders it only when import.meta.env.DEV, so built pages neither load nor contain it.
 */
export function DevIconSprite() {
  useEffect(() => {
    if (document.getElementById(iconSpriteId)) return;
    void import("./icon-sprite.svg?raw").then(({ default: sprite }) => {
      if (!document.getElementById(iconSpriteId)) document.body.insertAdjacentHTML("afterbegin", sprite);
    });
  }, []);
  return null;
}
