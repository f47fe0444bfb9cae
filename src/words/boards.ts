import type { Board, NotationId } from '../engine/index';

/** The ways of naming the holes. */
const notations: Record<NotationId, string> = {
  courlander: "Courlander's numbers",
  walker: "Walker's letters",
  'ludii-site': "Ludii's sites",
  ludii: "Ludii's coordinates",
};

export function notationLabel(id: NotationId): string {
  return notations[id];
}

const count = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A board by its shape: "three rows of six holes". */
export function boardLabel(board: Pick<Board, 'rows' | 'cols'>): string {
  return `${count[board.rows] ?? board.rows} rows of ${count[board.cols] ?? board.cols} holes`;
}
