import { useFocusKeeper } from '../hooks/use-focus-keeper';

/** Renders nothing: the shell's net under every action (useFocusKeeper), as a component to load lazily. */
export function FocusKeeper({ mainId }: { mainId: string }) {
  useFocusKeeper(mainId);
  return null;
}
