// What the rest of the server uses of the members: numbers given when applications are approved,
// and the member cards the status page and an application's page link to.
export { giveMemberNumbers, readMemberCardsByReference, readMemberOfApplication } from "./store.server.ts";
