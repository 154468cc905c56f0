import { describe, expect, it } from "vitest";
import { compoundOrder, saysPreposition } from "./compound-order.ts";
import { splitWords } from "./split-words.ts";

const order = (query: string) => compoundOrder(splitWords(query))?.join(" ");

describe("compoundOrder", () => {
  it("says 'X of Y' as the compound 'Y X', the owner first", () => {
    expect(order("get the lists on a board")).toBe("get board list");
    expect(order("cards in a list")).toBe("list card");
    expect(order("list commits on a pull request")).toBe("list pull request commit");
    expect(order("boards of an organization by name")).toBe("organization board name");
  });

  it("leaves a query without such a preposition between searched words alone", () => {
    expect(order("create a board")).toBeUndefined();
    expect(order("send a message to a channel")).toBeUndefined();
    expect(order("all of them")).toBeUndefined();
    expect(order("lists on")).toBeUndefined();
  });
});

describe("saysPreposition", () => {
  it.each(["getTasksForProject", "issues_list_for_repo", "list_members_of_team"])("%s says one", (name) => {
    expect(saysPreposition(name)).toBe(true);
  });

  it.each(["getBoardsListsByIdBoard", "GetCustomersCustomerCards", "conversations_history"])(
    "%s does not",
    (name) => {
      expect(saysPreposition(name)).toBe(false);
    },
  );
});
