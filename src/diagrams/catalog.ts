import { createGame, initialState, nextGame, positionFromJson, type Game, type State } from '../engine/index';
import type { NotationId } from '../engine/index';

/**
 * The redrawn figures. Each is drawn from an engine position, and its caption says what comes
 * from the source and what is our reconstruction. Ids are the anchors the transcriptions link to.
 */
export interface DiagramSpec {
  id: string;
  title: string;
  game: Game;
  state: State;
  notation: NotationId;
  show: 'counts' | 'labels' | 'both';
  arrows?: boolean;
  /** What the source says of this figure (our words, pointing to its clauses). */
  fromSource: string;
  /** What we had to supply. */
  ours: string;
}

const courlander = createGame('courlander-abalala');
const nishtaw = createGame('courlander-sulus-nishtaw');
const walker = createGame('walker-gabata');
const dlp = createGame('dlp-gabata-shoa-i');

/** Our reconstruction of Diagram 3: the three Sulus Aidi examples fix 9, 6, 18, 12, 15 and 1. */
export const diagram3Position = {
  holes: { 1: 3, 2: 2, 3: 2, 4: 2, 5: 2, 6: 9, 7: 2, 8: 2, 9: 3, 10: 2, 11: 2, 12: 3, 13: 2, 14: 2, 15: 3, 16: 2, 17: 2, 18: 1 },
  stores: { B: 4, A: 4 },
  toMove: 'B',
  status: 'playing',
} as const;

export const diagrams: DiagramSpec[] = [
  {
    id: 'diagram-courlander-1',
    title: 'Courlander, Diagram 1: the numbering of the pockets, and each player\'s territory',
    game: courlander,
    state: initialState(courlander),
    notation: 'courlander',
    show: 'labels',
    arrows: true,
    fromSource: 'The numbers, the sides (A: 10 to 15 and 16 to 18; B: 1 to 6 and 7 to 9), the two boards, and each player\'s store to his right are all in the text.',
    ours: 'The drawing itself: the figure is not in our copy. The arrows follow the numbers, as the text says play does.',
  },
  {
    id: 'diagram-courlander-2',
    title: 'Courlander, Diagram 2: the second game, when B has 23 pieces',
    game: courlander,
    state: nextGame(courlander, { B: 23, A: 31 }).state,
    notation: 'courlander',
    show: 'both',
    fromSource: 'B\'s side as the text gives it: holes 1 to 6 three each, 7 and 8 two each, 9 one. A "sets his side up in the same way, and has some left over".',
    ours: 'A\'s side mirrors B\'s, and his eight left over are drawn in his store: "the same way" is our reading.',
  },
  {
    id: 'diagram-courlander-3',
    title: 'Courlander, Diagram 3 (reconstructed): a Sulus Aidi position allowing three claims',
    game: createGame('courlander-sulus-aidi'),
    state: positionFromJson(createGame('courlander-sulus-aidi'), diagram3Position),
    notation: 'courlander',
    show: 'both',
    fromSource: 'From the three examples: 9 holds three beans (sown to 10, 11, 12), 6 holds nine (sown to 15), 18 holds one (moved to 1), and 12, 15 and 1 hold three each.',
    ours: 'Every other count, and the stores: Diagram 3 is not in our copy. Two beans in each other hole is our choice; it keeps the three examples as the text tells them.',
  },
  {
    id: 'diagram-nishtaw-33',
    title: 'Courlander, Diagram 4 (reconstructed): Sulus Nishtaw, B with 33 pieces',
    game: nishtaw,
    state: nextGame(nishtaw, { B: 33, A: 21 }).state,
    notation: 'courlander',
    show: 'both',
    fromSource: '"If player B has 33 pieces … he lays them out on the board as in Diagram 4. For the duration of this game all these pockets constitute player B\'s side."',
    ours: 'Which pockets: Diagram 4 is not in our copy. We lay three to a pocket along B\'s row, back along the middle row, then the far row, an order that fits all three of the text\'s figures.',
  },
  {
    id: 'diagram-nishtaw-35',
    title: 'Sulus Nishtaw, B with 35 pieces (reconstructed)',
    game: nishtaw,
    state: nextGame(nishtaw, { B: 35, A: 19 }).state,
    notation: 'courlander',
    show: 'both',
    fromSource: '"If player B ends a game with 35 pieces he starts the next game with two entire rows designated as his side. (The two pieces in hole 16 are enough to claim it.)"',
    ours: 'The layout of the other holes; A\'s odd piece kept in his store.',
  },
  {
    id: 'diagram-nishtaw-38',
    title: 'Courlander, Diagram 5 (reconstructed): Sulus Nishtaw, B with 38 pieces',
    game: nishtaw,
    state: nextGame(nishtaw, { B: 38, A: 16 }).state,
    notation: 'courlander',
    show: 'both',
    fromSource: '"If he should win a total of 38 pieces, his side of the boards would be as indicated in Diagram 5."',
    ours: 'Everything else: Diagram 5 is not in our copy. By our order B\'s 38 fill two rows and two of them go to hole 15.',
  },
  {
    id: 'diagram-walker-1',
    title: 'Walker, Illustration 1 (redrawn): the start of the game',
    game: walker,
    state: initialState(walker),
    notation: 'walker',
    show: 'counts',
    fromSource: 'Rule 2: "each hole contains three pieces, as shown in Illustration 1." Rule 1: three rows of six holes, and sometimes a storage hole at each end.',
    ours: 'The drawing: Illustration 1 is not in our copy.',
  },
  {
    id: 'diagram-walker-2',
    title: 'Walker, Illustration 2 (redrawn): the direction of movement',
    game: walker,
    state: initialState(walker),
    notation: 'walker',
    show: 'labels',
    arrows: true,
    fromSource: 'Rule 4: sown "in an anticlockwise direction, as shown in Illustration 2"; Illustration 3\'s letters read in sowing order.',
    ours: 'The drawing, and the route through the middle row (each half from its outer end inward), which we take from the notation and from Courlander\'s numbering.',
  },
  {
    id: 'diagram-walker-3',
    title: 'Walker, Illustration 3: board notation',
    game: walker,
    state: initialState(walker),
    notation: 'walker',
    show: 'labels',
    fromSource: 'The letters, as the leaflet\'s table gives them (with its three Cyrillic look-alikes mended).',
    ours: 'Only the drawing of the board around them.',
  },
  {
    id: 'diagram-dlp-start',
    title: 'DLP, Gabata (Shoa I): the 2x6 board at the start',
    game: dlp,
    state: initialState(dlp),
    notation: 'ludii',
    show: 'both',
    fromSource: '"2x6 board. Four counters in each hole."',
    ours: 'The drawing, with Ludii\'s coordinates (A1-F1 south\'s row, A2-F2 north\'s) and stores for the counters taken.',
  },
];

export function diagram(id: string): DiagramSpec {
  const d = diagrams.find((x) => x.id === id);
  if (!d) throw new Error(`no diagram "${id}" (known: ${diagrams.map((x) => x.id).join(', ')})`);
  return d;
}
