/// permit-server's OpenAPI 3.1 document, served at `GET /openapi.json`. CI runs schemathesis against it: every
/// response must match it.
enum OpenAPIDocument {
    static let json = #"""
{
  "openapi": "3.1.0",
  "info": {
    "title": "permit-server",
    "version": "1.0.0",
    "description": "Permit over HTTP: why an app cannot use a permission, in the person's language. Devices report their permissions (PUT /v1/subjects/{id}); the server answers per service, verdicts on requirement sets and prompt plans. Every answer is localized by Accept-Language (or ?lang=), with Content-Language and Vary: Accept-Language; every error is an RFC 9457 problem document. Reports are kept in the store the server was started with (SQLite by default, PostgreSQL for several server processes, which then answer alike); while the store cannot be reached, the routes that need it answer 503."
  },
  "paths": {
    "/healthz": {
      "get": {
        "operationId": "health",
        "summary": "Liveness",
        "responses": {
          "200": {
            "description": "The server runs.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "status"
                  ],
                  "properties": {
                    "status": {
                      "const": "ok"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/v1/explain/{service}/{status}": {
      "get": {
        "operationId": "explain",
        "summary": "The localized error of a service in a status",
        "parameters": [
          {
            "$ref": "#/components/parameters/Service"
          },
          {
            "name": "status",
            "in": "path",
            "required": true,
            "description": "A status name, code or word (denied, -102, authorized...).",
            "schema": {
              "type": "string"
            }
          },
          {
            "$ref": "#/components/parameters/AcceptLanguage"
          },
          {
            "$ref": "#/components/parameters/Lang"
          }
        ],
        "responses": {
          "200": {
            "description": "The error (description, advice and alert are null for granted).",
            "headers": {
              "Content-Language": {
                "$ref": "#/components/headers/ContentLanguage"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Explanation"
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "500": {
            "$ref": "#/components/responses/Problem"
          }
        }
      }
    },
    "/v1/subjects/{id}": {
      "put": {
        "operationId": "recordSnapshot",
        "summary": "Record a device's report",
        "parameters": [
          {
            "$ref": "#/components/parameters/SubjectID"
          },
          {
            "$ref": "#/components/parameters/AcceptLanguage"
          },
          {
            "$ref": "#/components/parameters/Lang"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/DeviceSnapshot"
              }
            }
          }
        },
        "responses": {
          "204": {
            "description": "Recorded; what was remembered of the device is forgotten."
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "413": {
            "$ref": "#/components/responses/Problem"
          },
          "500": {
            "$ref": "#/components/responses/Problem"
          },
          "503": {
            "$ref": "#/components/responses/Problem"
          }
        }
      }
    },
    "/v1/subjects/{id}/services/{service}": {
      "get": {
        "operationId": "serviceAnswer",
        "summary": "Whether the device may use a service, and why not",
        "parameters": [
          {
            "$ref": "#/components/parameters/SubjectID"
          },
          {
            "$ref": "#/components/parameters/Service"
          },
          {
            "$ref": "#/components/parameters/AcceptLanguage"
          },
          {
            "$ref": "#/components/parameters/Lang"
          }
        ],
        "responses": {
          "200": {
            "description": "The answer, in the request's language, else the device's.",
            "headers": {
              "Content-Language": {
                "$ref": "#/components/headers/ContentLanguage"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ServiceAnswer"
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "500": {
            "$ref": "#/components/responses/Problem"
          },
          "503": {
            "$ref": "#/components/responses/Problem"
          }
        }
      }
    },
    "/v1/subjects/{id}/services/{service}/require": {
      "get": {
        "operationId": "requireService",
        "summary": "204 when the service is granted (fully or in part), else the error as a problem document",
        "parameters": [
          {
            "$ref": "#/components/parameters/SubjectID"
          },
          {
            "$ref": "#/components/parameters/Service"
          },
          {
            "$ref": "#/components/parameters/AcceptLanguage"
          },
          {
            "$ref": "#/components/parameters/Lang"
          }
        ],
        "responses": {
          "204": {
            "description": "Granted, fully or in part."
          },
          "403": {
            "$ref": "#/components/responses/Problem"
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "409": {
            "$ref": "#/components/responses/Problem"
          },
          "500": {
            "$ref": "#/components/responses/Problem"
          },
          "503": {
            "$ref": "#/components/responses/Problem"
          }
        }
      }
    },
    "/v1/subjects/{id}/verdict": {
      "post": {
        "operationId": "verdict",
        "summary": "The verdict on required and optional services",
        "parameters": [
          {
            "$ref": "#/components/parameters/SubjectID"
          },
          {
            "$ref": "#/components/parameters/AcceptLanguage"
          },
          {
            "$ref": "#/components/parameters/Lang"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/Requirements"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The verdict with its localized summary and errors.",
            "headers": {
              "Content-Language": {
                "$ref": "#/components/headers/ContentLanguage"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Verdict"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "413": {
            "$ref": "#/components/responses/Problem"
          },
          "500": {
            "$ref": "#/components/responses/Problem"
          },
          "503": {
            "$ref": "#/components/responses/Problem"
          }
        }
      }
    },
    "/v1/subjects/{id}/plan": {
      "post": {
        "operationId": "plan",
        "summary": "The prompt plan of a flow: which permission to ask for next, and how",
        "parameters": [
          {
            "$ref": "#/components/parameters/SubjectID"
          },
          {
            "$ref": "#/components/parameters/AcceptLanguage"
          },
          {
            "$ref": "#/components/parameters/Lang"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/Flow"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The plan with localized soft asks and ways to Settings.",
            "headers": {
              "Content-Language": {
                "$ref": "#/components/headers/ContentLanguage"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Plan"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "413": {
            "$ref": "#/components/responses/Problem"
          },
          "500": {
            "$ref": "#/components/responses/Problem"
          },
          "503": {
            "$ref": "#/components/responses/Problem"
          }
        }
      }
    }
  },
  "components": {
    "parameters": {
      "AcceptLanguage": {
        "name": "Accept-Language",
        "in": "header",
        "required": false,
        "description": "The person's languages (RFC 9110).",
        "schema": {
          "type": "string"
        }
      },
      "Lang": {
        "name": "lang",
        "in": "query",
        "required": false,
        "description": "An explicit language choice, before Accept-Language.",
        "schema": {
          "type": "string"
        }
      },
      "SubjectID": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "The device or user.",
        "example": "device-42",
        "schema": {
          "type": "string"
        }
      },
      "Service": {
        "name": "service",
        "in": "path",
        "required": true,
        "description": "A service name (camera, location-always...) or JYAuthorization key prefix (addressbook...).",
        "example": "camera",
        "schema": {
          "type": "string"
        }
      }
    },
    "headers": {
      "ContentLanguage": {
        "description": "The localization that answered.",
        "schema": {
          "type": "string"
        }
      }
    },
    "responses": {
      "Problem": {
        "description": "An RFC 9457 problem document, localized.",
        "headers": {
          "Content-Language": {
            "$ref": "#/components/headers/ContentLanguage"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            }
          }
        }
      }
    },
    "schemas": {
      "Problem": {
        "type": "object",
        "required": [
          "type",
          "title",
          "status",
          "detail"
        ],
        "properties": {
          "type": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "status": {
            "type": "integer"
          },
          "detail": {
            "type": "string"
          },
          "instance": {
            "type": "string"
          },
          "localization": {
            "type": "string"
          },
          "domain": {
            "type": "string"
          },
          "code": {
            "type": "integer"
          },
          "service": {
            "type": "string"
          },
          "permitStatus": {
            "type": "string"
          },
          "settingsURL": {
            "type": [
              "string",
              "null"
            ]
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AlertAction"
            }
          },
          "path": {
            "type": "string"
          },
          "line": {
            "type": "integer"
          },
          "column": {
            "type": "integer"
          },
          "reason": {
            "type": "string"
          },
          "limit": {
            "type": "integer"
          },
          "validStatuses": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "services": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "statuses": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        }
      },
      "AlertAction": {
        "type": "object",
        "required": [
          "kind",
          "title"
        ],
        "properties": {
          "kind": {
            "enum": [
              "ok",
              "go"
            ]
          },
          "title": {
            "type": "string"
          },
          "url": {
            "type": "string"
          }
        }
      },
      "Alert": {
        "type": "object",
        "required": [
          "title",
          "message",
          "actions",
          "localization"
        ],
        "properties": {
          "title": {
            "type": "string"
          },
          "message": {
            "type": "string"
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AlertAction"
            }
          },
          "localization": {
            "type": "string"
          }
        }
      },
      "PermitError": {
        "type": "object",
        "required": [
          "domain",
          "code",
          "service",
          "status",
          "description",
          "recoverySuggestion",
          "settingsURL",
          "localization"
        ],
        "properties": {
          "domain": {
            "const": "JYAuthErrorDomain"
          },
          "code": {
            "type": "integer"
          },
          "service": {
            "enum": [
              "location-when-in-use",
              "location-always",
              "contacts",
              "calendar",
              "reminders",
              "photo",
              "microphone",
              "camera",
              "speech-recognition",
              "health",
              "precise-location",
              "photo-add-only",
              "siri",
              "motion",
              "media-library",
              "bluetooth",
              "notifications",
              "tracking",
              "face-id",
              "local-network",
              "nearby-interaction",
              "focus-status",
              "home-kit",
              "call-directory"
            ]
          },
          "status": {
            "enum": [
              "none",
              "granted",
              "limited",
              "provisional",
              "reduced-accuracy",
              "write-only",
              "when-in-use-only",
              "not-determined",
              "restricted",
              "denied",
              "unserviced",
              "low-version"
            ]
          },
          "description": {
            "type": "string"
          },
          "recoverySuggestion": {
            "type": "string"
          },
          "settingsURL": {
            "type": [
              "string",
              "null"
            ]
          },
          "localization": {
            "type": "string"
          }
        }
      },
      "Explanation": {
        "type": "object",
        "required": [
          "domain",
          "code",
          "service",
          "status",
          "description",
          "recoverySuggestion",
          "settingsURL",
          "localization",
          "alert"
        ],
        "properties": {
          "domain": {
            "const": "JYAuthErrorDomain"
          },
          "code": {
            "type": "integer"
          },
          "service": {
            "enum": [
              "location-when-in-use",
              "location-always",
              "contacts",
              "calendar",
              "reminders",
              "photo",
              "microphone",
              "camera",
              "speech-recognition",
              "health",
              "precise-location",
              "photo-add-only",
              "siri",
              "motion",
              "media-library",
              "bluetooth",
              "notifications",
              "tracking",
              "face-id",
              "local-network",
              "nearby-interaction",
              "focus-status",
              "home-kit",
              "call-directory"
            ]
          },
          "status": {
            "enum": [
              "none",
              "granted",
              "limited",
              "provisional",
              "reduced-accuracy",
              "write-only",
              "when-in-use-only",
              "not-determined",
              "restricted",
              "denied",
              "unserviced",
              "low-version"
            ]
          },
          "description": {
            "type": [
              "string",
              "null"
            ]
          },
          "recoverySuggestion": {
            "type": [
              "string",
              "null"
            ]
          },
          "settingsURL": {
            "type": [
              "string",
              "null"
            ]
          },
          "localization": {
            "type": "string"
          },
          "alert": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Alert"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "ServiceAnswer": {
        "type": "object",
        "required": [
          "granted",
          "status",
          "error",
          "alert"
        ],
        "properties": {
          "granted": {
            "type": "boolean"
          },
          "status": {
            "enum": [
              "none",
              "granted",
              "limited",
              "provisional",
              "reduced-accuracy",
              "write-only",
              "when-in-use-only",
              "not-determined",
              "restricted",
              "denied",
              "unserviced",
              "low-version"
            ]
          },
          "error": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/PermitError"
              },
              {
                "type": "null"
              }
            ]
          },
          "alert": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Alert"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "ServiceName": {
        "description": "A service's name or number.",
        "oneOf": [
          {
            "type": "string"
          },
          {
            "type": "integer"
          }
        ]
      },
      "DeviceSnapshot": {
        "type": "object",
        "required": [
          "subject"
        ],
        "properties": {
          "subject": {
            "type": "string",
            "minLength": 1,
            "description": "Must be the path's id."
          },
          "systemVersion": {
            "type": "string",
            "examples": [
              "17.4"
            ]
          },
          "deviceKind": {
            "enum": [
              "iphone",
              "ipad",
              "mac",
              "watch",
              "tv",
              "vision"
            ]
          },
          "languages": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "services": {
            "type": "object",
            "additionalProperties": {
              "oneOf": [
                {
                  "type": "string"
                },
                {
                  "type": "integer"
                }
              ]
            }
          },
          "switches": {
            "type": "object",
            "additionalProperties": {
              "type": "boolean"
            }
          },
          "softAsk": {
            "type": "object",
            "additionalProperties": {
              "oneOf": [
                {
                  "type": "string"
                },
                {
                  "type": "object",
                  "required": [
                    "answer"
                  ],
                  "properties": {
                    "answer": {
                      "type": "string"
                    },
                    "at": {
                      "type": "string"
                    }
                  }
                }
              ]
            }
          }
        }
      },
      "Requirements": {
        "type": "object",
        "required": [
          "required"
        ],
        "properties": {
          "required": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ServiceName"
            }
          },
          "optional": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ServiceName"
            }
          },
          "optionalAreMandatory": {
            "type": "boolean"
          }
        }
      },
      "Verdict": {
        "type": "object",
        "required": [
          "satisfied",
          "missingRequired",
          "summary",
          "localization",
          "errors"
        ],
        "properties": {
          "satisfied": {
            "type": "boolean"
          },
          "missingRequired": {
            "type": "array",
            "items": {
              "enum": [
                "location-when-in-use",
                "location-always",
                "contacts",
                "calendar",
                "reminders",
                "photo",
                "microphone",
                "camera",
                "speech-recognition",
                "health",
                "precise-location",
                "photo-add-only",
                "siri",
                "motion",
                "media-library",
                "bluetooth",
                "notifications",
                "tracking",
                "face-id",
                "local-network",
                "nearby-interaction",
                "focus-status",
                "home-kit",
                "call-directory"
              ]
            }
          },
          "summary": {
            "type": "string"
          },
          "localization": {
            "type": "string"
          },
          "errors": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/PermitError"
            }
          }
        }
      },
      "Flow": {
        "type": "object",
        "required": [
          "required"
        ],
        "properties": {
          "required": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ServiceName"
            }
          },
          "optional": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ServiceName"
            }
          },
          "mandatory": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ServiceName"
            }
          },
          "softAsks": {
            "type": "boolean"
          },
          "now": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "PlanStep": {
        "type": "object",
        "required": [
          "service",
          "demand",
          "status",
          "action",
          "reason",
          "explanation"
        ],
        "properties": {
          "service": {
            "enum": [
              "location-when-in-use",
              "location-always",
              "contacts",
              "calendar",
              "reminders",
              "photo",
              "microphone",
              "camera",
              "speech-recognition",
              "health",
              "precise-location",
              "photo-add-only",
              "siri",
              "motion",
              "media-library",
              "bluetooth",
              "notifications",
              "tracking",
              "face-id",
              "local-network",
              "nearby-interaction",
              "focus-status",
              "home-kit",
              "call-directory"
            ]
          },
          "demand": {
            "enum": [
              "required",
              "optional"
            ]
          },
          "status": {
            "enum": [
              "none",
              "granted",
              "limited",
              "provisional",
              "reduced-accuracy",
              "write-only",
              "when-in-use-only",
              "not-determined",
              "restricted",
              "denied",
              "unserviced",
              "low-version"
            ]
          },
          "action": {
            "enum": [
              "none",
              "soft-ask",
              "system-prompt",
              "open-settings",
              "wait",
              "skip"
            ]
          },
          "reason": {
            "type": "string"
          },
          "explanation": {
            "type": "string"
          },
          "askAgainAt": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "message": {
            "type": "string"
          },
          "buttons": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "kind",
                "title"
              ],
              "properties": {
                "kind": {
                  "type": "string"
                },
                "title": {
                  "type": "string"
                }
              }
            }
          },
          "localization": {
            "type": "string"
          }
        }
      },
      "Plan": {
        "type": "object",
        "required": [
          "verdict",
          "next",
          "steps"
        ],
        "properties": {
          "verdict": {
            "enum": [
              "ready",
              "pending",
              "blocked"
            ]
          },
          "next": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/PlanStep"
              },
              {
                "type": "null"
              }
            ]
          },
          "steps": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/PlanStep"
            }
          }
        }
      }
    }
  }
}
"""#
}
