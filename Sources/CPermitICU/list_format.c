#include "CPermitICU.h"
#include "locale_data.h"
#include <unicode/uloc.h>
#include <unicode/ulistformatter.h>

PermitListFormatter *permit_list_formatter_open(const char *locale_id, PermitListType type, int32_t *status) {
    UErrorCode *error = (UErrorCode *)status;
    char data_id[ULOC_FULLNAME_CAPACITY];
    permit_locale_data_id(locale_id, data_id, error);
    if (U_FAILURE(*error)) return NULL;
    UListFormatterType icu_type;
    switch (type) {
    case PermitListTypeAnd:
        icu_type = ULISTFMT_TYPE_AND;
        break;
    case PermitListTypeOr:
        icu_type = ULISTFMT_TYPE_OR;
        break;
    default:
        *error = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    return (PermitListFormatter *)ulistfmt_openForType(data_id, icu_type, ULISTFMT_WIDTH_WIDE, error);
}

void permit_list_formatter_close(PermitListFormatter *formatter) {
    if (formatter != NULL) ulistfmt_close((UListFormatter *)formatter);
}

int32_t permit_list_formatter_format(
    const PermitListFormatter *formatter, const uint16_t *const *items, const int32_t *lengths, int32_t count,
    uint16_t *buffer, int32_t capacity, int32_t *status) {
    return ulistfmt_format(
        (const UListFormatter *)formatter, (const UChar *const *)items, lengths, count, (UChar *)buffer, capacity,
        (UErrorCode *)status);
}
