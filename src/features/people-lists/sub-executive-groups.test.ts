import { describe, expect, it } from "vitest";
import { groupSubExecutives, subExecutiveGroupOf } from "./sub-executive-groups.ts";

const excluded = ["General Member", "Departmental Member"];

describe("subExecutiveGroupOf", () => {
  it.each([
    ["Organising Secretary", "organising"],
    ["Organizing Secretary (Festival)", "organising"],
    ["ORGANISING MEMBER", "organising"],
    ["Event Management Lead", "event-management"],
    ["event management executive", "event-management"],
    ["Assistant Treasurer", "treasurer"],
    ["In-Charge Volunteer", "in-charge-volunteer"],
    ["In Charge Volunteer (Registration Desk)", "in-charge-volunteer"],
    ["IOV (Logistics)", "in-charge-volunteer"],
    ["Club Officer", "club-officer"],
    ["Senior Reporter", "reporter"],
    ["Rocketry Secretary", "rocketry-robotics-project-display"],
    ["Robotics Lead", "rocketry-robotics-project-display"],
    ["Project Display and Research Paper Secretary", "rocketry-robotics-project-display"],
    ["Research Paper Editor", "rocketry-robotics-project-display"],
    ["Quizzing Affairs Secretary", "other-affairs"],
    ["Gaming Affairs Secretary", "other-affairs"],
    ["Photography Lead", "other-affairs"],
    ["Graphic Design Executive", "other-affairs"],
    ["Social Media Manager", "other-affairs"],
    ["Alumni Liaison", "other-affairs"],
    ["", "other-affairs"],
    ["Departmental Coordinator (IT)", "departmental"],
    ["General Member", "departmental"],
    ["general  member", "departmental"],
  ])("%s goes to %s", (title, group) => {
    expect(subExecutiveGroupOf(title, excluded).id).toBe(group);
  });

  it("matches whole words only", () => {
    expect(subExecutiveGroupOf("Organisational Reporter", excluded).id).toBe("reporter");
    expect(subExecutiveGroupOf("Event Manager", excluded).id).toBe("other-affairs");
    expect(subExecutiveGroupOf("Kiov Coordinator", excluded).id).toBe("other-affairs");
  });

  it("takes the first group in priority order when a title names several", () => {
    expect(subExecutiveGroupOf("Event Management Treasurer", excluded).id).toBe("event-management");
    expect(subExecutiveGroupOf("Robotics Reporter", excluded).id).toBe("reporter");
  });

  it("puts departmental and excluded titles last whatever else they say", () => {
    expect(subExecutiveGroupOf("Departmental Treasurer (Robotics)", excluded).id).toBe("departmental");
    expect(subExecutiveGroupOf("Organising Secretary", ["Organising Secretary"]).id).toBe("departmental");
    expect(subExecutiveGroupOf("General Member", []).id).toBe("other-affairs");
  });
});

describe("groupSubExecutives", () => {
  const m = (name: string, title: string) => ({ name, title });

  it("shows the groups in order, leaves out empty ones and keeps the incoming order inside a group", () => {
    const groups = groupSubExecutives(
      [
        m("Zed", "Departmental Member"),
        m("Yan", "Photography Lead"),
        m("Xia", "Reporter"),
        m("Wes", "Organising Secretary"),
        m("Abe", "Reporter"),
        m("Vic", "Organizing Member"),
      ],
      excluded,
    );
    expect(groups.map((g) => [g.heading, g.members.map((x) => x.name)])).toEqual([
      ["Organising", ["Wes", "Vic"]],
      ["Reporter", ["Xia", "Abe"]],
      ["Other Affairs", ["Yan"]],
      ["Departmental", ["Zed"]],
    ]);
  });

  it("covers every group in its place", () => {
    const titles = [
      "Departmental Member",
      "Quiz Master",
      "Robotics Lead",
      "Reporter",
      "Club Officer",
      "IOV",
      "Treasurer",
      "Event Management Lead",
      "Organising Secretary",
    ];
    const groups = groupSubExecutives(titles.map((t) => m(t, t)), excluded);
    expect(groups.map((g) => g.id)).toEqual([
      "organising",
      "event-management",
      "treasurer",
      "in-charge-volunteer",
      "club-officer",
      "reporter",
      "rocketry-robotics-project-display",
      "other-affairs",
      "departmental",
    ]);
  });

  it("gives no groups for no members", () => {
    expect(groupSubExecutives([], excluded)).toEqual([]);
  });
});
