import { describe, expect, it } from "vitest";
import { compoundOrder, saysPreposition } from "./compound-order.ts";
import { splitWords } from "./split-words.ts";
import { stemWord } from "./stem-word.ts";
import { STOP_WORDS } from "./stop-words.ts";

const order = (query: string) => compoundOrder(splitWords(query))?.join(" ");

describe("compoundOrder", () => {
  it("says 'X of Y' as the compound 'Y X', the owner first and a leading verb before it", () => {
    expect(order("get the lists on a board")).toBe("get board list");
    expect(order("get the custom fields on a board")).toBe("get board custom field");
    expect(order("cards in a list")).toBe("list card");
    expect(order("lists on a board")).toBe("board list");
    expect(order("list commits on a pull request")).toBe("list pull request commit");
    expect(order("boards of an organization by name")).toBe("organization board name");
    expect(order("status of an order")).toBe("order status");
  });

  it("leaves alone a preposition that belongs to the verb the query opens with", () => {
    expect(order("search for issues")).toBeUndefined();
    expect(order("look for a user by email")).toBeUndefined();
    expect(order("sign in to my account")).toBeUndefined();
  });

  it("leaves a query without such a preposition between searched words alone", () => {
    expect(order("create a board")).toBeUndefined();
    expect(order("send a message to a channel")).toBeUndefined();
    expect(order("files within a folder")).toBeUndefined();
    expect(order("all of them")).toBeUndefined();
    expect(order("lists on")).toBeUndefined();
  });

  it("keeps every searched word", () => {
    for (const query of ["get the custom fields on a board", "the cards in the lists on a board sorted"]) {
      const words = splitWords(query)
        .filter((word) => !STOP_WORDS.has(word))
        .map(stemWord);
      expect(compoundOrder(splitWords(query))?.slice().sort()).toEqual(words.sort());
    }
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
