// Generated from the service's /openapi.json by `npm run sdk:generate` (openapi-typescript). Do not edit.

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service name, version, the endpoints with their availability labels, and every route */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            docs: string;
                            endpoints: {
                                availability: string;
                                key_required: boolean;
                                method: string;
                                name: string;
                                path: string;
                                purpose: string;
                                /** @description False while announced but not served by this build. */
                                served: boolean;
                            }[];
                            name: string;
                            openapi: string;
                            routes: {
                                key_required: boolean;
                                method: string;
                                name: string;
                                /** @description OpenAPI form: {id} stands for a path parameter */
                                path: string;
                                purpose: string;
                            }[];
                            version: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            id: string;
                            plan: string;
                            scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/access-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s access requests */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: {
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                decided_at: string | null;
                                email: string;
                                id: string;
                                reason: string;
                                scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                                /** @enum {string} */
                                state: "pending" | "approved" | "denied";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Ask the operator for endpoints the account lacks */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                        scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            decided_at: string | null;
                            email: string;
                            id: string;
                            reason: string;
                            scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                            /** @enum {string} */
                            state: "pending" | "approved" | "denied";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/csrf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A CSRF token for X-CSRF-Token
         * @description The session’s token, or (signed out) an anonymous one also set as the pagelens_csrf cookie (double submit).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s keys (never the key text) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                /** Format: date-time */
                                created_at: string;
                                env: "live" | "test";
                                hint: string;
                                id: string;
                                /** Format: date-time */
                                last_used_at: string | null;
                                name: string | null;
                                scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a key (its text is shown this once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        env: "live" | "test";
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created_at: string;
                            env: "live" | "test";
                            hint: string;
                            id: string;
                            /** @description The key text, shown this once. */
                            key: string;
                            name: string | null;
                            scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a key */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/keys/{id}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a key: the old text is refused from the next request on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created_at: string;
                            env: "live" | "test";
                            hint: string;
                            id: string;
                            /** @description The key text, shown this once. */
                            key: string;
                            name: string | null;
                            scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in (sets the session cookie) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                /** Format: date-time */
                                created_at: string;
                                email: string;
                                id: string;
                                plan: string;
                                scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session (server-side) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a reset link (202 whether or not the account exists) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "reset_sent";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password from a reset link; ends every session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                /** Format: date-time */
                                created_at: string;
                                email: string;
                                id: string;
                                plan: string;
                                scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                /** Format: date-time */
                                created_at: string;
                                email: string;
                                id: string;
                                plan: string;
                                scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "verification_sent";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This month’s usage per endpoint and per day */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            daily: {
                                count: number;
                                date: string;
                                endpoint: string;
                                refused?: number;
                            }[];
                            endpoints: {
                                /** @enum {string} */
                                endpoint: "preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze";
                                quota: number;
                                used: number;
                            }[];
                            period: {
                                /** Format: date-time */
                                end: string;
                                /** Format: date-time */
                                start: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow the verification link: verifies, signs in, redirects to /dashboard */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/access-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operator: every access request */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: {
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                decided_at: string | null;
                                email: string;
                                id: string;
                                reason: string;
                                scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                                /** @enum {string} */
                                state: "pending" | "approved" | "denied";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/access-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operator: approve an access request (grants its scopes at once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            decided_at: string | null;
                            email: string;
                            id: string;
                            reason: string;
                            scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                            /** @enum {string} */
                            state: "pending" | "approved" | "denied";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/access-requests/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operator: deny an access request */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            decided_at: string | null;
                            email: string;
                            id: string;
                            reason: string;
                            scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                            /** @enum {string} */
                            state: "pending" | "approved" | "denied";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operator: every account with this month’s usage */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: {
                                /** Format: date-time */
                                created_at: string;
                                email: string;
                                id: string;
                                is_owner: boolean;
                                plan: string;
                                scopes: ("preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze")[];
                                usage: {
                                    /** @enum {string} */
                                    endpoint: "preview" | "extract" | "batch" | "seo" | "aeo" | "screenshot" | "stack" | "outline" | "analyze";
                                    quota: number;
                                    used: number;
                                }[];
                                verified: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aeo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Answer Engine Optimization score over 7 dimensions */
        get: {
            parameters: {
                query?: {
                    /** @description When the page is rendered: true (default) dismisses or hides cookie and consent banners; false reads the page as served */
                    block_banners?: boolean;
                    /** @description Seconds: a cached answer (or fetched page) older than this is not used; 0 fetches and analyses afresh. Default: anything within the cache TTL. A cached answer carries an Age header. */
                    maxAge?: number;
                    /** @description auto (default): the page is opened in the browser only when its static HTML is an app shell (it runs scripts and its main content has fewer than 25 words); always: opened in the browser; never: the static HTML only. X-Render says which answered (static or browser). */
                    render?: "auto" | "always" | "never";
                    /**
                     * @description Fully-qualified http or https URL of a public web page.
                     * @example https://example.com/
                     */
                    url?: string;
                    /** @description When the page is rendered: wait until an element matching this CSS selector is present, within the page's deadline (else 504 upstream_timeout) */
                    wait_for?: string;
                    /** @description When the page is rendered: milliseconds to wait after it settled (0–10000), cut at its deadline */
                    wait_ms?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AeoResult"];
                    };
                };
                /** @description Problem details; code invalid_url or invalid_parameter or too_many_urls or not_a_fixture. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unsupported_content or page_too_complex or selector_not_found. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code rate_limit_exceeded or quota_exceeded. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code blocked_url. */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_error. */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_timeout. */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Summary, sentiment, topics, entities and difficulty of a page */
        get: {
            parameters: {
                query?: {
                    /** @description When the page is rendered: true (default) dismisses or hides cookie and consent banners; false reads the page as served */
                    block_banners?: boolean;
                    /** @description Seconds: a cached answer (or fetched page) older than this is not used; 0 fetches and analyses afresh. Default: anything within the cache TTL. A cached answer carries an Age header. */
                    maxAge?: number;
                    /** @description auto (default): the page is opened in the browser only when its static HTML is an app shell (it runs scripts and its main content has fewer than 25 words); always: opened in the browser; never: the static HTML only. X-Render says which answered (static or browser). */
                    render?: "auto" | "always" | "never";
                    /**
                     * @description Fully-qualified http or https URL of a public web page.
                     * @example https://example.com/
                     */
                    url?: string;
                    /** @description When the page is rendered: wait until an element matching this CSS selector is present, within the page's deadline (else 504 upstream_timeout) */
                    wait_for?: string;
                    /** @description When the page is rendered: milliseconds to wait after it settled (0–10000), cut at its deadline */
                    wait_ms?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AnalyzeResult"];
                    };
                };
                /** @description Problem details; code invalid_url or invalid_parameter or too_many_urls or not_a_fixture. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unsupported_content or page_too_complex or selector_not_found. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code rate_limit_exceeded or quota_exceeded. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code blocked_url. */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_error. */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_timeout. */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview or extract for up to 50 URLs in one call
         * @description At most 10 URLs are fetched at once; each counts against its operation's monthly quota, and when that runs out mid-batch the remaining URLs fail with quota_exceeded while the call still answers 200. The key needs the batch scope and the operation's scope.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description operation extract: as exclude= on GET /extract */
                        exclude?: string;
                        /** @description operation extract: as include= on GET /extract */
                        include?: string;
                        /**
                         * @description extract or preview
                         * @enum {string}
                         */
                        operation: "extract" | "preview";
                        /**
                         * @description auto (default): the page is opened in the browser only when its static HTML is an app shell (it runs scripts and its main content has fewer than 25 words); always: opened in the browser; never: the static HTML only. X-Render says which answered (static or browser).
                         * @default auto
                         * @enum {string}
                         */
                        render?: "auto" | "always" | "never";
                        /**
                         * @description operation extract: as structured_data= on GET /extract
                         * @default false
                         */
                        structured_data?: boolean;
                        /** @description 1 to 50 URLs */
                        urls: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BatchResult"];
                    };
                };
                /** @description Problem details; code invalid_url or invalid_parameter or too_many_urls or not_a_fixture. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code payload_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unsupported_media_type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/crawl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Crawl a site and run preview, extract, seo, aeo or stack on each page found
         * @description Answers 202 at once with a job (kind crawl) read like any other: GET /jobs/{id}, whose total grows as pages are found, and GET /jobs/{id}/results. Breadth-first from url, on its registrable domain only, robots.txt obeyed (user agent Pagelens, Crawl-delay included), sitemap.xml used as seeds, each normalised URL once, at most PAGELENS_CRAWL_PER_HOST (default 2) requests to one host at once. Scopes and quota as POST /jobs: each page counts when it runs, and a spent quota ends the crawl.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Path globs no page may match */
                        exclude?: string[];
                        /** @description Path globs a page must match (* within a segment, ** across; the start page is always crawled) */
                        include?: string[];
                        /**
                         * @description Pages at most, failures included
                         * @default 100
                         */
                        limit?: number;
                        /**
                         * @description Link hops from the start page (depth 0); sitemap URLs are depth 1
                         * @default 3
                         */
                        max_depth?: number;
                        /**
                         * @description What each page found gets: preview, extract (default), seo, aeo or stack
                         * @default extract
                         * @enum {string}
                         */
                        operation?: "preview" | "extract" | "seo" | "aeo" | "stack";
                        /**
                         * @description auto (default): the page is opened in the browser only when its static HTML is an app shell (it runs scripts and its main content has fewer than 25 words); always: opened in the browser; never: the static HTML only. X-Render says which answered (static or browser).
                         * @default auto
                         * @enum {string}
                         */
                        render?: "auto" | "always" | "never";
                        /** @description The start page; the crawl stays on its registrable domain */
                        url: string;
                        webhook?: {
                            /** @description Signs each event (Pagelens-Signature); without it events are sent unsigned */
                            secret?: string;
                            /** @description Receiver of job.page (each URL as it finishes) and job.completed / job.failed events; the same SSRF policy as pages */
                            url: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobStatus"];
                    };
                };
                /** @description Problem details; code invalid_url or invalid_parameter or too_many_urls or not_a_fixture. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code payload_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unsupported_media_type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code blocked_url. */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every error code and what to do about it, with an anchor per code (the `type` of a problem) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Main content, metadata, links and images of a page (or of a PDF) */
        get: {
            parameters: {
                query?: {
                    /** @description When the page is rendered: true (default) dismisses or hides cookie and consent banners; false reads the page as served */
                    block_banners?: boolean;
                    /** @description Comma-separated CSS selectors (at most 10): the matching elements are removed before anything is extracted */
                    exclude?: string;
                    /** @description content as text (default), markdown or html */
                    format?: "text" | "markdown" | "html";
                    /** @description Comma-separated CSS selectors (at most 10): the matching elements are the content, in document order (none matching: the page's main content) */
                    include?: string;
                    /** @description format=markdown: true (default) writes links as [text](url); false keeps only their text (images stay). Other formats ignore it. */
                    markdown_links?: boolean;
                    /** @description Seconds: a cached answer (or fetched page) older than this is not used; 0 fetches and analyses afresh. Default: anything within the cache TTL. A cached answer carries an Age header. */
                    maxAge?: number;
                    /** @description true: read the size of images the markup does not size from their first 64 KB (at most 20 images, 6 at a time, 2 s in all; sizes remembered per image URL). Default false: sizes from the markup only, no image fetched. */
                    probe_images?: boolean;
                    /** @description auto (default): the page is opened in the browser only when its static HTML is an app shell (it runs scripts and its main content has fewer than 25 words); always: opened in the browser; never: the static HTML only. X-Render says which answered (static or browser). */
                    render?: "auto" | "always" | "never";
                    /** @description true: add structured_data, every JSON-LD, microdata and RDFa Lite item of the page as a JSON-LD object, in document order. Default false. */
                    structured_data?: boolean;
                    /** @description Fully-qualified http or https URL of a public web page. */
                    url?: string;
                    /** @description When the page is rendered: wait until an element matching this CSS selector is present, within the page's deadline (else 504 upstream_timeout) */
                    wait_for?: string;
                    /** @description When the page is rendered: milliseconds to wait after it settled (0–10000), cut at its deadline */
                    wait_ms?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ExtractResult"];
                    };
                };
                /** @description Problem details; code invalid_url or invalid_parameter or too_many_urls or not_a_fixture. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unsupported_content or page_too_complex or selector_not_found. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code rate_limit_exceeded or quota_exceeded. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code blocked_url. */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_error. */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_timeout. */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fixture URLs test keys answer for
         * @description Test keys (pl_test_…) get real analyser output for these URLs from HTML shipped with the service; any other URL answers 400 not_a_fixture. No key needed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fixtures: {
                                description: string;
                                url: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 once the service accepts requests; says which store is down, if one is */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            stores?: {
                                [key: string]: {
                                    detail?: string;
                                    since?: string;
                                    up: boolean;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue preview, extract, seo, aeo or stack over up to 10,000 URLs
         * @description Answers 202 at once; GET /jobs/{id} tells the progress and GET /jobs/{id}/results the answers as they finish. The key needs the batch scope and the operation's; each URL counts against the operation's monthly quota when it runs, and when the quota runs out the remaining URLs fail with quota_exceeded.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description preview, extract, seo, aeo or stack
                         * @enum {string}
                         */
                        operation: "preview" | "extract" | "seo" | "aeo" | "stack";
                        /**
                         * @description auto (default): the page is opened in the browser only when its static HTML is an app shell (it runs scripts and its main content has fewer than 25 words); always: opened in the browser; never: the static HTML only. X-Render says which answered (static or browser).
                         * @default auto
                         * @enum {string}
                         */
                        render?: "auto" | "always" | "never";
                        /** @description 1 to 10,000 URLs */
                        urls: string[];
                        webhook?: {
                            /** @description Signs each event (Pagelens-Signature); without it events are sent unsigned */
                            secret?: string;
                            /** @description Receiver of job.page (each URL as it finishes) and job.completed / job.failed events; the same SSRF policy as pages */
                            url: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobStatus"];
                    };
                };
                /** @description Problem details; code invalid_url or invalid_parameter or too_many_urls or not_a_fixture. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code payload_too_large. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unsupported_media_type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code blocked_url. */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A job's state and progress */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobStatus"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Cancel a job: its URLs not yet run are not run */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobStatus"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A job's answers, in the order its URLs finished */
        get: {
            parameters: {
                query?: {
                    /** @description next_cursor of the previous page; absent: from the first URL that finished */
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobResults"];
                    };
                };
                /** @description Problem details; code invalid_url or invalid_parameter or too_many_urls or not_a_fixture. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Model Context Protocol (streamable HTTP): one tool per endpoint */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics (text exposition format) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hierarchical outline of a page (JSON, Markdown or indented text) */
        get: {
            parameters: {
                query?: {
                    /** @description When the page is rendered: true (default) dismisses or hides cookie and consent banners; false reads the page as served */
                    block_banners?: boolean;
                    depth?: number;
                    format?: "json" | "markdown" | "text";
                    include_snippets?: boolean;
                    /** @description Seconds: a cached answer (or fetched page) older than this is not used; 0 fetches and analyses afresh. Default: anything within the cache TTL. A cached answer carries an Age header. */
                    maxAge?: number;
                    /** @description auto (default): the page is opened in the browser only when its static HTML is an app shell (it runs scripts and its main content has fewer than 25 words); always: opened in the browser; never: the static HTML only. X-Render says which answered (static or browser). */
                    render?: "auto" | "always" | "never";
                    /**
                     * @description Fully-qualified http or https URL of a public web page.
                     * @example https://example.com/
                     */
                    url?: string;
                    /** @description When the page is rendered: wait until an element matching this CSS selector is present, within the page's deadline (else 504 upstream_timeout) */
                    wait_for?: string;
                    /** @description When the page is rendered: milliseconds to wait after it settled (0–10000), cut at its deadline */
                    wait_ms?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OutlineResult"];
                    };
                };
                /** @description Problem details; code invalid_url or invalid_parameter or too_many_urls or not_a_fixture. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unsupported_content or page_too_complex or selector_not_found. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code rate_limit_exceeded or quota_exceeded. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code blocked_url. */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_error. */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_timeout. */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open Graph and basic meta data of a page
         * @description Free: no key needed (150 calls per IP per UTC day). With a live key, calls count against its plan's monthly quota; a test key answers for the fixture URLs only.
         */
        get: {
            parameters: {
                query?: {
                    /** @description When the page is rendered: true (default) dismisses or hides cookie and consent banners; false reads the page as served */
                    block_banners?: boolean;
                    /** @description Seconds: a cached answer (or fetched page) older than this is not used; 0 fetches and analyses afresh. Default: anything within the cache TTL. A cached answer carries an Age header. */
                    maxAge?: number;
                    /** @description auto (default): the page is opened in the browser only when its static HTML is an app shell (it runs scripts and its main content has fewer than 25 words); always: opened in the browser; never: the static HTML only. X-Render says which answered (static or browser). */
                    render?: "auto" | "always" | "never";
                    /**
                     * @description Fully-qualified http or https URL of a public web page.
                     * @example https://example.com/
                     */
                    url?: string;
                    /** @description When the page is rendered: wait until an element matching this CSS selector is present, within the page's deadline (else 504 upstream_timeout) */
                    wait_for?: string;
                    /** @description When the page is rendered: milliseconds to wait after it settled (0–10000), cut at its deadline */
                    wait_ms?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PreviewResult"];
                    };
                };
                /** @description Problem details; code invalid_url or invalid_parameter or too_many_urls or not_a_fixture. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unsupported_content or page_too_complex or selector_not_found. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code rate_limit_exceeded or quota_exceeded. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code blocked_url. */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_error. */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_timeout. */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/screenshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Screenshot of a page (PNG behind a signed link) */
        get: {
            parameters: {
                query?: {
                    /** @description true (default): cookie and consent banners are dismissed (opted out) or hidden; false: the page as served */
                    block_banners?: boolean;
                    /** @description true: the page is told the reader prefers a dark colour scheme (prefers-color-scheme: dark) */
                    dark?: boolean;
                    /** @description desktop (default), or mobile: a 390×844 phone at scale 3, touch, a mobile Chrome user agent */
                    device?: "desktop" | "mobile";
                    /** @description Capture the whole page (lazy content scrolled into view), cut at 16384 image pixels */
                    fullPage?: boolean;
                    /** @description Viewport height in CSS pixels (240–4320; default 630, or 844 with device=mobile); the image height (× scale) unless fullPage */
                    height?: number;
                    /** @description Comma-separated CSS selectors (at most 10) of elements hidden (display: none) before the capture */
                    hide?: string;
                    /** @description Seconds: a cached answer (or fetched page) older than this is not used; 0 fetches and analyses afresh. Default: anything within the cache TTL. A cached answer carries an Age header. */
                    maxAge?: number;
                    /** @description Device scale factor, image pixels per CSS pixel: 1 or 2 (default 1, or 3 with device=mobile) */
                    scale?: 1 | 2;
                    /** @description CSS selector of the one element to capture (its box); 422 selector_not_found when no element matches */
                    selector?: string;
                    /** @description Fully-qualified http or https URL of a public web page. */
                    url?: string;
                    /** @description CSS selector: wait until an element matching it is present, within the page's deadline (else 504 upstream_timeout) */
                    wait_for?: string;
                    /** @description Milliseconds to wait after the page settled (0–10000), cut at the page's deadline */
                    wait_ms?: number;
                    /** @description Viewport width in CSS pixels (320–3840; default 1200, or 390 with device=mobile); the image is width × scale pixels wide */
                    width?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ScreenshotResult"];
                    };
                };
                /** @description Problem details; code invalid_url or invalid_parameter or too_many_urls or not_a_fixture. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unsupported_content or page_too_complex or selector_not_found. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code rate_limit_exceeded or quota_exceeded. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code blocked_url. */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_error. */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unavailable. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_timeout. */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/screenshots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A screenshot image, by the signed link /screenshot handed out (no key needed) */
        get: {
            parameters: {
                query?: {
                    expires?: string;
                    signature?: string;
                };
                header?: never;
                path: {
                    /** @description <id>.png, as in the link */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PNG image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Problem details; code not_found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SEO score with recommendations */
        get: {
            parameters: {
                query?: {
                    /** @description When the page is rendered: true (default) dismisses or hides cookie and consent banners; false reads the page as served */
                    block_banners?: boolean;
                    /** @description Seconds: a cached answer (or fetched page) older than this is not used; 0 fetches and analyses afresh. Default: anything within the cache TTL. A cached answer carries an Age header. */
                    maxAge?: number;
                    /** @description auto (default): the page is opened in the browser only when its static HTML is an app shell (it runs scripts and its main content has fewer than 25 words); always: opened in the browser; never: the static HTML only. X-Render says which answered (static or browser). */
                    render?: "auto" | "always" | "never";
                    /**
                     * @description Fully-qualified http or https URL of a public web page.
                     * @example https://example.com/
                     */
                    url?: string;
                    /** @description When the page is rendered: wait until an element matching this CSS selector is present, within the page's deadline (else 504 upstream_timeout) */
                    wait_for?: string;
                    /** @description When the page is rendered: milliseconds to wait after it settled (0–10000), cut at its deadline */
                    wait_ms?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SeoResult"];
                    };
                };
                /** @description Problem details; code invalid_url or invalid_parameter or too_many_urls or not_a_fixture. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unsupported_content or page_too_complex or selector_not_found. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code rate_limit_exceeded or quota_exceeded. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code blocked_url. */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_error. */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_timeout. */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Technologies, CDN and security headers of a site
         * @description New: no key needed (5 calls per IP per UTC day). With a live key, calls count against its plan's monthly quota.
         */
        get: {
            parameters: {
                query?: {
                    /** @description When the page is rendered: true (default) dismisses or hides cookie and consent banners; false reads the page as served */
                    block_banners?: boolean;
                    /** @description Add the stylesheet URLs as `stylesheets` */
                    includeCss?: boolean;
                    /** @description Seconds: a cached answer (or fetched page) older than this is not used; 0 fetches and analyses afresh. Default: anything within the cache TTL. A cached answer carries an Age header. */
                    maxAge?: number;
                    /** @description auto (default): the page is opened in the browser only when its static HTML is an app shell (it runs scripts and its main content has fewer than 25 words); always: opened in the browser; never: the static HTML only. X-Render says which answered (static or browser). */
                    render?: "auto" | "always" | "never";
                    /** @description Fully-qualified http or https URL of a public web page. */
                    url?: string;
                    /** @description When the page is rendered: wait until an element matching this CSS selector is present, within the page's deadline (else 504 upstream_timeout) */
                    wait_for?: string;
                    /** @description When the page is rendered: milliseconds to wait after it settled (0–10000), cut at its deadline */
                    wait_ms?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StackResult"];
                    };
                };
                /** @description Problem details; code invalid_url or invalid_parameter or too_many_urls or not_a_fixture. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unauthorized. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code forbidden. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code unsupported_content or page_too_complex or selector_not_found. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code rate_limit_exceeded or quota_exceeded. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code blocked_url. */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_error. */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Problem details; code upstream_timeout. */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AeoResult: {
            auditSteps: {
                /** @description applicable, and the fields the step reports (see docs/aeo-rules.md); Technical Signals adds ai_crawlers, robots_txt, llms_txt, indexable, snippets_allowed */
                details: {
                    /** @description Whether the step applies to this page and counts in totalScore. Local SEO Signals applies only to a page that presents a place or a local business (LocalBusiness/Place schema, an organisation's or a postal address, a phone number in the content, opening hours, a map); the other six always apply */
                    applicable: boolean;
                } & {
                    [key: string]: unknown;
                };
                /** @description Present only when this step could not be evaluated */
                error?: string;
                /** @description The sum of the points the step's rules give, held to 0–100; kept even when the step does not apply */
                score: number;
                step: string;
            }[];
            /** @description A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, F below */
            grade: string;
            /** @description What to change, for the steps that apply only: one per rule that does not give its full points, highest impact first */
            recommendations: {
                /**
                 * @description From the totalScore points the change would add (the points it adds to its step ÷ the steps that apply): high ≥ 2.5, medium ≥ 1.5, low below
                 * @enum {string}
                 */
                impact: "high" | "medium" | "low";
                /** @description What to change, naming what is on the page (its headings, counts, types) */
                message: string;
                /**
                 * @description The step the change raises: one of the steps that apply to the page
                 * @enum {string}
                 */
                step: "Content Extraction" | "Direct Answers" | "Topical Authority" | "Trust & Credibility" | "Schema/Structured Data" | "Technical Signals" | "Local SEO Signals";
            }[];
            /** Format: date-time */
            timestamp: string;
            /** @description The mean of the scores of the steps that apply (details.applicable), rounded to one decimal */
            totalScore: number;
            url: string;
        };
        AnalyzeResult: {
            analysis: {
                difficulty: {
                    complexity_score: number;
                    level: string;
                    reading_time: string;
                };
                entities: {
                    confidence: number;
                    name: string;
                    type: string;
                }[];
                sentiment: {
                    confidence: number;
                    label: string;
                    score: number;
                };
                topics: {
                    category: string;
                    confidence: number;
                    name: string;
                }[];
            };
            /** Format: date-time */
            analyzed_at: string;
            engine: string;
            metadata: {
                content_type: string;
                language: string;
                word_count: number;
            };
            summary: {
                brief: string;
                detailed: string;
                key_points: string[];
            };
            /** @description Fields not computed for this page (e.g. sentiment of a language the built-in models do not cover); their values are empty placeholders */
            unavailable: string[];
            url: string;
        };
        BatchResult: {
            results: {
                data?: {
                    /** @description Author names joined by ", " (an organisation-only author is its name); "" when the page does not say */
                    author: string;
                    /** @description Main content, cleaned: plain text with paragraph breaks, or Markdown / HTML with format= */
                    content: string;
                    /** @description First 160 characters of the content (as plain text) */
                    excerpt: string;
                    /** Format: date-time */
                    extracted_at: string;
                    /** @description BCP 47 language tag (e.g. en, de-AT): declared in the markup, else recognised from the text; "" when unknown */
                    lang: string;
                    /** @description Publisher's logo URL, absolute, from structured data or the site header's logo image (never the favicon or og:image); "" when none */
                    logo: string;
                    /** @description Last modification date, ISO 8601 as published_at; "" when the page does not say */
                    modified_at: string;
                    /** @description Original publication date, ISO 8601: YYYY-MM-DD when only the day is known, else a date-time with the offset the page gives; "" when the page does not say */
                    published_at: string;
                    /** @description Minutes at 238 words per minute */
                    read_time: number;
                    /** @description Only with structured_data=true: every JSON-LD, microdata and RDFa Lite item of the page as a JSON-LD object (@type and its properties, schema.org terms without their IRI prefix, @context left out), in document order; @graph and top-level array members are items of their own, nested items stay nested */
                    structured_data?: {
                        [key: string]: unknown;
                    }[];
                    title: string;
                    url: string;
                    word_count: number;
                } | {
                    /** @description Author names joined by ", " (an organisation-only author is its name); "" when the page does not say */
                    author: string;
                    /** @description Meta description */
                    description: string;
                    /** @description Favicon URL, absolute */
                    favicon: string;
                    /** @description Open Graph image URL, absolute */
                    image: string;
                    /** @description BCP 47 language tag (e.g. en, de-AT): declared in the markup, else recognised from the text; "" when unknown */
                    lang: string;
                    /** @description Publisher's logo URL, absolute, from structured data or the site header's logo image (never the favicon or og:image); "" when none */
                    logo: string;
                    /** @description Last modification date, ISO 8601 as published_at; "" when the page does not say */
                    modified_at: string;
                    /** @description Original publication date, ISO 8601: YYYY-MM-DD when only the day is known, else a date-time with the offset the page gives; "" when the page does not say */
                    published_at: string;
                    /** @description Page title ("" when the page has none) */
                    title: string;
                    /** @description The requested URL */
                    url: string;
                };
                /** @description "<code>: <detail>", e.g. "blocked_url: private address 10.0.0.5" */
                error?: string;
                /**
                 * @description upstream_error: what the site answered instead of the page
                 * @enum {string}
                 */
                reason?: "not_found" | "challenge" | "login_wall" | "consent_wall" | "parked" | "http_error";
                success: boolean;
                /** @description upstream_error: the HTTP status the site answered, when it answered */
                upstream_status?: number;
                url: string;
            }[];
            summary: {
                failed: number;
                operation: string;
                successful: number;
                total: number;
            };
        };
        ExtractResult: {
            /** @description Author names joined by ", " (an organisation-only author is its name); "" when the page does not say */
            author: string;
            cached: boolean;
            /** @description Main content, cleaned: plain text with paragraph breaks, or Markdown / HTML with format= */
            content: string;
            description: string;
            /** @description First 160 characters of the content (as plain text) */
            excerpt: string;
            /** Format: date-time */
            extracted_at: string;
            images: {
                alt: string;
                /** @description Pixels, as width; 0 when unknown */
                height: number;
                src: string;
                /** @description Pixels from the markup (attributes, srcset, og:image:width, inline style), or the probed header with probe_images=true; 0 when unknown */
                width: number;
            }[];
            /** @description BCP 47 language tag (e.g. en, de-AT): declared in the markup, else recognised from the text; "" when unknown */
            lang: string;
            links: {
                href: string;
                text: string;
                /** @description internal, external, anchor, mailto or tel */
                type: string;
            }[];
            /** @description Publisher's logo URL, absolute, from structured data or the site header's logo image (never the favicon or og:image); "" when none */
            logo: string;
            /** @description og:*, twitter:* and article:* meta tags by name */
            metadata: {
                [key: string]: string;
            };
            /** @description Last modification date, ISO 8601 as published_at; "" when the page does not say */
            modified_at: string;
            /** @description Original publication date, ISO 8601: YYYY-MM-DD when only the day is known, else a date-time with the offset the page gives; "" when the page does not say */
            published_at: string;
            /** @description Minutes at 238 words per minute */
            read_time: number;
            /** @description Only with structured_data=true: every JSON-LD, microdata and RDFa Lite item of the page as a JSON-LD object (@type and its properties, schema.org terms without their IRI prefix, @context left out), in document order; @graph and top-level array members are items of their own, nested items stay nested */
            structured_data?: {
                [key: string]: unknown;
            }[];
            title: string;
            /** @description Only when links (capped at 5,000) or images (capped at 1,000) were cut: which; the lists keep document order */
            truncated?: {
                images: boolean;
                links: boolean;
            };
            url: string;
            word_count: number;
        };
        JobResults: {
            /** @description Pass as cursor= for the next page; absent on the last page of a finished job */
            next_cursor?: string;
            results: {
                /** @description The operation's answer: as a batch item for preview and extract, the endpoint's result for seo, aeo and stack */
                data?: {
                    [key: string]: unknown;
                };
                /** @description "<code>: <detail>" */
                error?: string;
                /**
                 * @description upstream_error: what the site answered instead of the page
                 * @enum {string}
                 */
                reason?: "not_found" | "challenge" | "login_wall" | "consent_wall" | "parked" | "http_error";
                success: boolean;
                /** @description upstream_error: the HTTP status the site answered, when it answered */
                upstream_status?: number;
                url: string;
            }[];
        };
        JobStatus: {
            /** Format: date-time */
            created_at: string;
            /** @description URLs finished so far, succeeded or failed */
            done: number;
            /** @description Of those, the ones that failed (their results say why) */
            failed: number;
            /** Format: date-time */
            finished_at?: string;
            id: string;
            /** @enum {string} */
            kind: "jobs" | "crawl";
            /** @description preview, extract, seo, aeo or stack */
            operation: string;
            /** @enum {string} */
            state: "queued" | "running" | "completed" | "failed" | "cancelled";
            /** @description URLs in the job */
            total: number;
            /** @description Only for a job created with a webhook (its secret is never shown) */
            webhook?: {
                /** @description The latest 50 delivery attempts, oldest first */
                attempts: {
                    /**
                     * Format: date-time
                     * @description when the try started
                     */
                    at: string;
                    /** @description 1 for the first try */
                    attempt: number;
                    duration_ms: number;
                    /** @description why the try failed: "receiver answered 500", "blocked_url: …", "upstream_timeout: …" */
                    error?: string;
                    /** @description the receiver's HTTP status, when it answered */
                    status?: number;
                    /** @description job.page, job.completed or job.failed */
                    type: string;
                }[];
                url: string;
            };
        };
        OutlineResult: {
            /** @description "builtin", or "llm:<model>" when the configured model answered */
            engine: string;
            metadata: {
                estimated_read_time: number;
                max_depth: number;
                total_sections: number;
                word_count: number;
            };
            outline: {
                sections: ({
                    level: number;
                    snippet?: string;
                    subsections?: {
                        [key: string]: unknown;
                    }[];
                    title: string;
                } & {
                    [key: string]: unknown;
                })[];
            };
            /** Format: date-time */
            outlined_at: string;
            /** @description headings, content-segments (a page without usable headings) or model */
            source: string;
            title: string;
            url: string;
        };
        PreviewResult: {
            /** @description Author names joined by ", " (an organisation-only author is its name); "" when the page does not say */
            author: string;
            /** @description Whether the result came from cache */
            cached: boolean;
            /** @description Meta description */
            description: string;
            /**
             * Format: date-time
             * @description Time of extraction
             */
            extracted_at: string;
            /** @description Favicon URL, absolute */
            favicon: string;
            /** @description Open Graph image URL, absolute */
            image: string;
            /** @description BCP 47 language tag (e.g. en, de-AT): declared in the markup, else recognised from the text; "" when unknown */
            lang: string;
            /** @description Publisher's logo URL, absolute, from structured data or the site header's logo image (never the favicon or og:image); "" when none */
            logo: string;
            /** @description Last modification date, ISO 8601 as published_at; "" when the page does not say */
            modified_at: string;
            /** @description Original publication date, ISO 8601: YYYY-MM-DD when only the day is known, else a date-time with the offset the page gives; "" when the page does not say */
            published_at: string;
            /** @description Site name */
            site_name: string;
            /** @description Page title ("" when the page has none) */
            title: string;
            /** @description Open Graph type */
            type: string;
            /** @description The requested URL */
            url: string;
        };
        /** @description RFC 9457 problem details (application/problem+json). */
        Problem: {
            /** @enum {string} */
            code: "invalid_url" | "invalid_parameter" | "too_many_urls" | "not_a_fixture" | "unauthorized" | "forbidden" | "not_found" | "method_not_allowed" | "conflict" | "payload_too_large" | "unsupported_media_type" | "unsupported_content" | "page_too_complex" | "selector_not_found" | "rate_limit_exceeded" | "quota_exceeded" | "blocked_url" | "internal_error" | "upstream_error" | "unavailable" | "upstream_timeout";
            detail: string;
            /**
             * @description upstream_error: what the site answered instead of the page
             * @enum {string}
             */
            reason?: "not_found" | "challenge" | "login_wall" | "consent_wall" | "parked" | "http_error";
            request_id: string;
            status: number;
            title: string;
            /** @example /docs/errors#blocked_url */
            type: string;
            /** @description upstream_error: the HTTP status the site answered, when it answered */
            upstream_status?: number;
        };
        ScreenshotResult: {
            /** @description Served from cache */
            cached: boolean;
            /**
             * Format: date-time
             * @description When screenshot_url stops working: 24 h after capture
             */
            expires_at: string;
            /** @description Actual captured height (px); the page height, cut at 16384, with fullPage=true */
            height: number;
            /**
             * Format: uri
             * @description Signed link to the PNG on this service; needs no key; expires at expires_at
             */
            screenshot_url: string;
            /** @description Actual captured width (px) */
            width: number;
        };
        SeoResult: {
            /** Format: date-time */
            analyzed_at: string;
            /** @description Audit items beyond the score (indexable, canonical, lang, viewport, Open Graph, structured data, hreflang) with the tag or header that decided them */
            checks: {
                evidence: string;
                id: string;
                message: string;
                passed: boolean;
            }[];
            content_analysis: {
                issues: string[];
                readability: string;
                readability_formula: string | null;
                readability_score: number | null;
                score: number;
                word_count: number;
            };
            /** @description A+ ≥ 95, A ≥ 90, B+ ≥ 85, B ≥ 80, C+ ≥ 75, C ≥ 70, D ≥ 60, F below */
            grade: string;
            heading_analysis: {
                h1_count: number;
                h1_text: string;
                hierarchy_valid: boolean;
                issues: string[];
                score: number;
                total_headings: number;
            };
            image_analysis: {
                alt_text_quality: string;
                issues: string[];
                missing_alt: number;
                score: number;
                total_images: number;
            };
            link_analysis: {
                external_links: number;
                internal_links: number;
                issues: string[];
                score: number;
            };
            meta_description: {
                issues: string[];
                length: number;
                optimal_length: boolean;
                present: boolean;
                score: number;
                text: string;
            };
            overall_score: number;
            recommendations: {
                description: string;
                /** @enum {string} */
                impact: "high" | "medium" | "low";
                /** @enum {string} */
                priority: "high" | "medium" | "low";
                title: string;
            }[];
            /** @description Each JSON-LD, microdata or RDFa item of a type with rich results, checked against the required (errors) and recommended (warnings) properties search engines document */
            structured_data: {
                errors: string[];
                /** @description The item's schema.org type, e.g. Product or NewsArticle */
                type: string;
                /** @description No errors: every required property is there and valid */
                valid: boolean;
                warnings: string[];
            }[];
            title_analysis: {
                issues: string[];
                length: number;
                optimal_length: boolean;
                score: number;
                text: string;
            };
            url: string;
        };
        StackResult: {
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds
             */
            analyzedAt: string;
            cdn: string[];
            security: {
                headers: string[];
                missingHeaders: string[];
                /** @description 7 headers → A+, 6 → A, 5 → B, 4 → C, 3 → D, 2 or fewer → F */
                score: string;
            };
            server: {
                name: string;
                poweredBy: string;
            };
            /** @description Absolute stylesheet URLs, with includeCss=true */
            stylesheets?: string[];
            technologies: {
                category: string;
                /** @enum {string} */
                confidence: "high" | "medium" | "low";
                detectedFrom: string[];
                name: string;
                version?: string;
            }[];
            url: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
