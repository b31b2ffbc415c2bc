// The Bangla page (issue 32): for now the English page itself, until its texts are in Bangla.
export { default, meta } from "../../events/past-events.tsx";
