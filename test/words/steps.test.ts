import { describe, expect, it } from 'vitest';
import type { Citation } from '../../src/engine/index';
import { citedStepText, readingClauses, stepLabel, usesByClause } from '../../src/words/steps';

const row = (c: Partial<Citation> & Pick<Citation, 'type' | 'clause'>): Citation => ({ ruleset: 'walker-gabata', ...c });

describe('the steps of play in words', () => {
  it('names each kind of step with the pieces its source names', () => {
    expect(stepLabel('drop', 'courlander-abalala')).toBe('a bean dropped');
    expect(stepLabel('drop', 'walker-gabata')).toBe('a piece dropped');
    expect(stepLabel('drop', 'dlp-gabata-shoa-i')).toBe('a counter dropped');
    expect(stepLabel('turn-end', 'walker-gabata')).toBe('the turn passes');
    expect(stepLabel('claim-take', 'dlp-gabata-shoa-i')).toBe("counters taken from the opponent's weg");
    expect(stepLabel('claim', 'courlander-sulus-aidi')).toBe('a hole claimed');
  });

  it('groups the citations of a clause by ruleset and step, with the readings and answers named', () => {
    const uses = usesByClause([
      row({ type: 'race-tick', clause: 'walker.rule-5', reading: 'race-order', value: 'bottom-first' }),
      row({ type: 'race-tick', clause: 'walker.rule-5', reading: 'race-order', value: 'top-first' }),
      row({ ruleset: 'courlander-abalala', type: 'take', clause: 'walker.rule-11.capture', reading: 'empty-hole-take', value: 'either-side' }),
      row({ type: 'take', clause: 'walker.rule-11.capture' }),
      row({ ruleset: 'dlp-gabata-shoa-i', type: 'turn-end', clause: 'reading.own-weg-ends-play', reading: 'own-weg-ends-play' }),
    ]);
    const tick = uses.get('walker.rule-5')!;
    expect(tick.map((u) => u.label)).toEqual(["Walker's Gabata, 2011"]);
    expect(citedStepText(tick[0]!.steps[0]!)).toBe(
      "a beat of the race, both sowing at once, under our reading “Whose bean falls first in each beat of the race: the bottom player's, then the top player's (our default); or the top player's, then the bottom player's”",
    );
    const capture = uses.get('walker.rule-11.capture')!;
    expect(capture.map((u) => u.ruleset)).toEqual(['courlander-abalala', 'walker-gabata']);
    expect(citedStepText(capture[0]!.steps[0]!)).toBe(
      "the opponent's beans taken from the column, under our reading “A last bean in an empty hole on the opponent's side: takes from its column, as on one's own side”",
    );
    expect(citedStepText(capture[1]!.steps[0]!)).toBe("the opponent's pieces taken from the column");
    expect(citedStepText(uses.get('reading.own-weg-ends-play')![0]!.steps[0]!)).toBe("the turn passes, under our reading “A last counter in one's own weg ends the play”");
    // Listed under its own reading, a step names only the answers it was cited under.
    expect(citedStepText(uses.get('reading.own-weg-ends-play')![0]!.steps[0]!, "A last counter in one's own weg ends the play")).toBe('the turn passes');
    expect(citedStepText(tick[0]!.steps[0]!, 'Whose bean falls first in each beat of the race')).toBe(
      "a beat of the race, both sowing at once, where the answer is “the bottom player's, then the top player's (our default)” or “the top player's, then the bottom player's”",
    );
  });

  it('says when a step cites a clause both on the words alone and under a reading', () => {
    const [use] = usesByClause([
      row({ ruleset: 'courlander-abalala', type: 'pick-up', clause: 'courlander.abalala.another-turn' }),
      row({ ruleset: 'courlander-abalala', type: 'pick-up', clause: 'courlander.abalala.another-turn', reading: 'empty-hole-take', value: 'either-side' }),
    ]).get('courlander.abalala.another-turn')!;
    expect(citedStepText(use!.steps[0]!)).toMatch(/^the beans of a hole lifted, and also under our reading “A last bean/);
  });

  it('lists the readings cited as clauses, options first, in their order', () => {
    expect(readingClauses([row({ type: 'endless', clause: 'reading.endless' }), row({ type: 'first-player', clause: 'reading.after-race' }), row({ type: 'drop', clause: 'walker.rule-9.sow' })])).toEqual([
      'reading.after-race',
      'reading.endless',
    ]);
  });
});
