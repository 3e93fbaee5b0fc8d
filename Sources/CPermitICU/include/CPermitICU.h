#ifndef CPERMITICU_H
#define CPERMITICU_H

// The only header of the ICU shim that Swift sees. It must stay free of ICU types: ICU's headers rename every
// symbol with a version suffix through macros that Swift does not import, and Foundation carries its own ICU whose
// types would clash. Handles are opaque, statuses are int32_t (ICU's UErrorCode: <= 0 is success), text is UTF-16.
#include <stdint.h>

/// Writes ICU's version ("72.1") into `buffer` (NUL-terminated when it fits) and returns its length.
int32_t permit_icu_version(char *buffer, int32_t capacity);

#endif
