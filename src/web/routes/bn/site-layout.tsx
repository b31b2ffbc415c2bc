// The Bangla pages' layout (issue 32): for now the English one, until its texts are in Bangla.
export { default } from "../../components/layout/site-layout.tsx";
