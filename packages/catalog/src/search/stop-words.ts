/**
 * Function words that carry no meaning for finding an API method: articles, pronouns, auxiliaries,
 * prepositions and question words. Neither the index nor the query keeps them, so "how do I create an issue"
 * searches for "create issue"; a query of stop words only ("who am i") is searched by its words as written. General English, not tuned to
 * any API.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but if then else of for to from in into on onto at by with without about as via per " +
    "is are was were be been being am do does did done has have had having can could should would will shall may might must " +
    "i me my mine we us our ours you your yours he him his she her hers it its they them their theirs " +
    "this that these those there here what which who whom whose when where why how all any each every some such " +
    "so than too very just also not no nor only own same other another more most much many few please " +
    "whether still again"
  ).split(" "),
);
