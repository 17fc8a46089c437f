import type { SortOption } from "@qs/domain/filters";
import { SORT_ORDERS, type SortCriterion } from "@qs/domain/sort-orders";
import { spanishMessages as messages } from "@qs/i18n/resources";
import { describe, expect, it } from "vitest";
import { EXPLANATION_KEYS } from "./ranking-note";

/**
 * The ranking note explains the order the API applies: both come from SORT_ORDERS. Each
 * criterion of an order must be named in its Spanish explanation, in the right direction,
 * and the note must say that promotion buys no place.
 */

const WORDS: Record<SortCriterion["key"], Record<SortCriterion["direction"], RegExp>> = {
  score: { desc: /puntuación/, asc: /puntuación.*de la más baja/ },
  minPrice: {
    asc: /precio.*del más barato al más caro|luego su precio/,
    desc: /precio.*del más caro al más barato/,
  },
  popular: { desc: /popularidad/, asc: /menos visitantes/ },
  distance: { desc: /afinidad/, asc: /menor afinidad/ },
  profilePrice: { asc: /perfil, del más barato al más caro/, desc: /perfil, del más caro/ },
  yearlyCost: { asc: /costo anual estimado.*del menor al mayor/, desc: /costo anual.*del mayor/ },
  fiveYearCost: {
    asc: /próximos cinco años.*del menor al mayor.*un año mayor/,
    desc: /próximos cinco años.*del mayor al menor/,
  },
};

const explanation = (sort: SortOption) =>
  messages.comparator[
    EXPLANATION_KEYS[sort].replace("comparator.", "") as keyof typeof messages.comparator
  ];

describe("the ranking note", () => {
  it.each(Object.keys(SORT_ORDERS) as SortOption[])(
    "names every criterion of the %s order, in its direction",
    (sort) => {
      const text = explanation(sort);
      for (const { key, direction } of SORT_ORDERS[sort]) {
        expect(text, `${sort}: ${key} ${direction}`).toMatch(WORDS[key][direction]);
      }
    },
  );

  it("says that no insurer pays for a place, and that no order sorts by promotion", () => {
    expect(explanation("recommended")).toMatch(/Ninguna aseguradora paga por mejorar su posición/);
    expect(messages.comparator.rankingPromoted).toMatch(/no cambia su lugar en ningún orden/);
    for (const criteria of Object.values(SORT_ORDERS)) {
      expect(criteria.map((criterion) => criterion.key)).not.toContain("promoted");
    }
  });

  it("says that the insurers' quality figures change no plan's place", () => {
    expect(messages.comparator.rankingQuality).toMatch(/no cambian el lugar de ningún plan/);
  });
});
