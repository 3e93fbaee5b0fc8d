#include "CPermitICU.h"
#include <unicode/utypes.h>

const int32_t permit_icu_buffer_overflow_error = U_BUFFER_OVERFLOW_ERROR;
const int32_t permit_icu_illegal_argument_error = U_ILLEGAL_ARGUMENT_ERROR;
const int32_t permit_icu_memory_allocation_error = U_MEMORY_ALLOCATION_ERROR;

const char *permit_icu_error_name(int32_t status) {
    return u_errorName((UErrorCode)status);
}
