// Types of lifecycle.mjs (plain JavaScript: scripts/serve.mjs runs it outside the bundler).
export function isDraining(): boolean;
export function startDraining(): void;
export function stopDraining(): void;
export function manageShutdown(): void;
export function shutdownIsManaged(): boolean;
export function onShutdown(close: () => Promise<unknown>): void;
export function closeEverything(): Promise<unknown[]>;
