import type { PageText } from "../../types.ts";

export const studentProjectsPageText: PageText<"studentProjects"> = {
  page: "studentProjects",
  heading: "শিক্ষার্থী প্রকল্প",
  title: "শিক্ষার্থী প্রকল্প",
  description: "ক্লাবের বিভাগগুলোতে শিক্ষার্থীদের তৈরি প্রকল্প।",
};
