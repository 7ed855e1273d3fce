export type Scope = 'global' | 'project';

/** One memory of the evaluation corpus, as it will be written to a file. */
export interface CorpusMemory {
  scope: Scope;
  name: string;
  title: string;
  description: string;
  tags: string[];
  pinned: boolean;
}

/** A prompt and the memory it needs. */
export interface EvalPrompt {
  prompt: string;
  needs: string;
}
