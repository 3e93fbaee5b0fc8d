#include "CPermitICU.h"
#include "locale_data.h"
#include <unicode/uloc.h>
#include <unicode/unumberformatter.h>

PermitNumberFormatter *permit_number_formatter_open(
    const uint16_t *skeleton, int32_t skeleton_length, const char *locale_id, int32_t *status) {
    UErrorCode *error = (UErrorCode *)status;
    char data_id[ULOC_FULLNAME_CAPACITY];
    permit_locale_data_id(locale_id, data_id, error);
    if (U_FAILURE(*error)) return NULL;
    return (PermitNumberFormatter *)unumf_openForSkeletonAndLocale(
        (const UChar *)skeleton, skeleton_length, data_id, error);
}

void permit_number_formatter_close(PermitNumberFormatter *formatter) {
    if (formatter != NULL) unumf_close((UNumberFormatter *)formatter);
}

PermitFormattedNumber *permit_formatted_number_open(int32_t *status) {
    return (PermitFormattedNumber *)unumf_openResult((UErrorCode *)status);
}

void permit_formatted_number_close(PermitFormattedNumber *result) {
    if (result != NULL) unumf_closeResult((UFormattedNumber *)result);
}

void permit_number_formatter_format_int(
    const PermitNumberFormatter *formatter, int64_t value, PermitFormattedNumber *result, int32_t *status) {
    unumf_formatInt(
        (const UNumberFormatter *)formatter, value, (UFormattedNumber *)result, (UErrorCode *)status);
}

void permit_number_formatter_format_double(
    const PermitNumberFormatter *formatter, double value, PermitFormattedNumber *result, int32_t *status) {
    unumf_formatDouble(
        (const UNumberFormatter *)formatter, value, (UFormattedNumber *)result, (UErrorCode *)status);
}

int32_t permit_formatted_number_to_string(
    const PermitFormattedNumber *result, uint16_t *buffer, int32_t capacity, int32_t *status) {
    return unumf_resultToString((const UFormattedNumber *)result, (UChar *)buffer, capacity, (UErrorCode *)status);
}
