export declare const neededNodeMajor: number;
export declare function refuseOldNode(needed: number, advice?: string): void;
