import { describe, expect, it } from "vitest";
import { saysDeprecated } from "./deprecation.ts";

describe("saysDeprecated", () => {
  it.each([
    "Deprecated, use the paginated search instead.",
    "Returns every board. Deprecated: call the board search.",
    "(Deprecated) Fetch the old report",
    "**Deprecated** version of the inventory count.",
    "Fetch a widget. DEPRECATED and WILL BE REMOVED in 9.0",
    "watch changes to a list of Gadget. deprecated: use the 'watch' parameter with a list operation instead.",
    "**Deprecation Notice:** This endpoint route is deprecated and will be removed.",
    "Note: the `/old/create` endpoint has been deprecated. Use `/new/create`.",
    "**This method is deprecated in API v2.1.** Use the status change listing.",
    "Gets a folder. This API has been deprecated.",
    "[DEPRECATED] Lists the old gadgets.",
    "<p>(Deprecated) Lists the old gadgets.</p>",
    "*Deprecated: new integrations should prefer the `/updates` route.* Returns a status.",
    "Marked a user as active. Deprecated and non-functional.",
    "Lists gadgets. This action is **deprecated**; use ListWidgets.",
  ])("says a method is deprecated: %s", (description) => {
    expect(saysDeprecated(description)).toBe(true);
  });

  it("recognizes a method that names itself deprecated", () => {
    expect(saysDeprecated("`RenewGadget` is deprecated. Refresh instead.", "RenewGadget")).toBe(true);
    expect(saysDeprecated("`public_key` is deprecated. Use the client id.", "GetInstitution")).toBe(false);
  });

  it("answers for long and hostile descriptions (runs of whitespace, brackets never closed)", () => {
    const blank = `deprecated${"\n \t".repeat(40_000)}x`;
    const open = `${"the endpoint (".repeat(20_000)} deprecated`;
    const stars = `${". **(".repeat(20_000)}deprecatedx`;
    expect([saysDeprecated(blank), saysDeprecated(open), saysDeprecated(stars)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(saysDeprecated(`${"Lists gadgets. ".repeat(10_000)}Deprecated, use the search.`)).toBe(true);
  });

  it.each([
    "Returns the preference. Note that these keys are deprecated: locale, timezone.",
    "Lists analyses. **Deprecation notice**: the `tool_name` field is deprecated.",
    "The `public_key` has been deprecated; use `client_id` instead.",
    "Deprecated fields are ignored when the gadget is created.",
    "Creates a gadget.",
    "Lists the deprecated API versions.",
    "Deprecated, canceled and expired subscriptions are excluded.",
    "Deprecated and removed fields are ignored.",
    "Deprecated version numbers are rejected.",
    "Deprecated: the `foo` parameter.",
    "The `include` parameter of this endpoint is deprecated.",
    "Returns whether this API is deprecated or not.",
    "This endpoint will be deprecated next year.",
    "Lists the non-deprecated gadgets.",
  ])("does not take another thing's deprecation for the method's: %s", (description) => {
    expect(saysDeprecated(description)).toBe(false);
  });
});
