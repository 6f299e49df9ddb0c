// The route codec lives in the contract: the server builds the same paths to preload a deep link.
export { baseName, parseBrowserPath } from '@granary/contract';
