// What the rest of the server uses of the content lists: the names a list's rows have now (the
// activity log names the rows its entries are about), and the pictures editors upload for the public
// cards (stored the same way for events' covers, refused with the same messages for certificates'
// pictures, served from /media).
export { contentRowNames } from "./tables.store.server.ts";
export { mediaFilePattern, mediaKeyPrefix, pictureMessages, PictureRefused, storePicture } from "./pictures.server.ts";
