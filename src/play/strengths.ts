/**
 * The computer's strengths by name, apart from the players themselves (./computer.ts), so the page
 * can offer them without loading the search until the computer first has to move.
 */
export type Strength = 'random' | 'greedy' | 'lookahead';

export const strengths: readonly { id: Strength; name: string; how: string }[] = [
  { id: 'random', name: 'Random', how: 'Picks any move it is allowed to make, at random.' },
  {
    id: 'greedy',
    name: 'Greedy',
    how: 'Plays the move that leaves it furthest ahead in beans taken and holes claimed right now, without thinking about the reply.',
  },
  {
    id: 'lookahead',
    name: 'Looks ahead',
    how: 'Tries its moves, the replies to them and its answers, several turns deep, and plays the one that leaves it furthest ahead whatever the opponent does; where every move loses against the best replies, the one that gives the opponent the most chances to go wrong.',
  },
];
