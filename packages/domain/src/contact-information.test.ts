import { describe, expect, it } from "vitest";
import { contactChannelSchema, contactInformationGroupsSchema } from "./contact-information";

describe("contactInformationGroupsSchema", () => {
  it("parses contact channels and social networks", () => {
    const parsed = contactInformationGroupsSchema.parse({
      contactos: [
        {
          name: "telefono",
          info: "+57 601 000 0000",
          link: "tel:+576010000000",
          type: "contactos",
        },
        { name: "whatsapp", info: "Escríbenos", link: "https://wa.me/570000000", order: 1 },
      ],
      redesSociales: [
        { name: "instagram", info: "@queseguro", link: "https://instagram.com/queseguro" },
      ],
    });
    expect(parsed.contactos.map((entry) => entry.name)).toEqual(["telefono", "whatsapp"]);
    expect(parsed.contactos[1]).toMatchObject({ order: 1 });
  });

  it("gives empty groups when missing", () => {
    expect(contactInformationGroupsSchema.parse({})).toEqual({ contactos: [], redesSociales: [] });
  });

  it("refuses an entry without info and a type outside contactos and redesSociales", () => {
    expect(
      contactInformationGroupsSchema.safeParse({ contactos: [{ name: "email" }] }).error?.issues[0]
        ?.path,
    ).toEqual(["contactos", 0, "info"]);
    expect(
      contactInformationGroupsSchema.safeParse({
        contactos: [{ name: "a", info: "b", type: "otros" }],
      }).success,
    ).toBe(false);
  });

  it("knows the channels whatsapp, telefono and email", () => {
    expect(contactChannelSchema.options).toEqual(["whatsapp", "telefono", "email"]);
  });
});
