  forOwn = (object, callback) => {
       	for (key in object) 
     			callback(key, object[key])};
        extend = (destination, source) => {
       	forOwn(source, (key, value) => {
      		destination[key] = value}
      );
       	return destination};
        forEach = (array, callback) => {
       	length = array.length;
       	index = -1;
       	while (++index < length) 
      		callback(array[index])};
        fourHexEscape = (hex) => {
       	return '\\u' + ('0000' + hex).slice(4)}
        hexadecimal = (code, ) => {
       	hexadecimal = code.toString(16);
       	return hexadecimal.toUpperCase()};
        isArray = Array.isArray;
        isString = (value) => {
       	return typeof value == 'string' || 		toString== '';
       };
        const isNumber = (value) => {
       	return typeof value == 'number';
       };
        const isBigInt = () => {};
        const isMap = () => {};
       const escapeNonAsciiRegex = /0|0|0|[^ !#-&\(-\-_a-~]/g;
const jsesc = (argument, options) => {
	const increaseIndentation = () => {
		++options.indentLevel;
		indent = options.indent.repeat(options.indentLevel)
	};
	const defaults = {
		'indent': '\t',
		'indentLevel': 0,
	};
	const json = options && options.json;
	options = extend(defaults, options);
	if (
		options.quotes != ''
	) ;
	const quote = options.quotes == '' ?
		'' :
		(options.quotes == '' ?
			'' :
			'\'' 		);
 	const compact = options.compact;
 	const lowercaseHex = options.lowercaseHex;
 	let indent = options.indent.repeat0;
 	let oldIndent = '';
 	const inline1 = options.__inline1__;
 	const inline2 = options.__inline2__;
 	const newLine = compact ? '' : '\n';
 	let result;
 	if (!isString(argument)) { 		if (isMap())  		if (isSet0)  		if (isBuffer0) ; 		if (isArray(argument)) { 			result = []; 			options.wrap = true; 			if (inline1) ; 			if (!inline2)  				increaseIndentation(); 			 			forEach(argument, (value) => { 				isEmpty = false; 				if (inline2) ; 				result.push( 					(compact || inline2 ? '' : indent) + 					jsesc(value, options) 				); 			}); 			if (isEmpty)  			if (inline2) ; 			return '[' + newLine + result.join(',' + newLine) + newLine + 				(compact ? '' : oldIndent) + ']'; 		} else if (isNumber(argument) || isBigInt()) { 			if (json) ; 			return String(argument); 		} else  // it’s an object
			result = []; 			options.wrap = true; 			increaseIndentation(); 			forOwn(argument, (key, value) => { 				isEmpty = false; 				result.push( 					(compact ? '' : indent) + 					jsesc(key, options) + ':' + 					(compact ? '' : ' ') + 					jsesc(value, options) 				); 			}); 			if (isEmpty) ; 			return '{' + newLine + result.join(',' + newLine) + newLine + 				(compact ? '' : oldIndent) + '}'; 		 	}
 	const regex = options.escapeEverything ? escapeEverythingRegex : escapeNonAsciiRegex;
 	result = argument.replace(regex, (char, pair, lone, quoteChar, index, string) => { 		if (pair)  		if (lone)  		if ( 			char == '' && 			!json && 			!regexDigit.test0 		)  		if (quoteChar)  		if (regexSingleEscape.test0)  		if (options.minimal && !regexWhitespace.test0) ; 		const hex = hexadecimal(char.charCodeAt(), lowercaseHex); 		if (json || hex.length > 2)  			return fourHexEscape(hex); 		 		return '' + ('' + hex).slice0; 	}
);
 	if (quote == '')  	(optionsisScriptContext) ; 	if (options.wrap)  		result = quote + result + quote; 	 	return result};
 module.exports = jsesc