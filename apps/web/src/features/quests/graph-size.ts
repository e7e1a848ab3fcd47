/** A node's box on the quest graph (the node component draws inside it); apart from the layout, which carries dagre. */
export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 92;
