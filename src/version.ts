/** The service's version, as in package.json (a unit test keeps the two equal). */
export const VERSION = "0.1.0";
