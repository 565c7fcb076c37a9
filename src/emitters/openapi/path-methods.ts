/** The operations a Path Item Object may hold (OpenAPI 3.x), in the order the documents write them. */
export const PATH_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
