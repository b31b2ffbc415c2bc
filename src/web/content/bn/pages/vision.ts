import type { PageText } from "../../types.ts";

export const visionPageText: PageText<"vision"> = {
  page: "vision",
  heading: "আমাদের রূপকল্প",
  title: "আমাদের রূপকল্প",
  description: "যে ভবিষ্যতের জন্য আমরা কাজ করি, এবং যে মূল্যবোধ ক্লাবকে পথ দেখায়।",
};
