
let forOwn = (object, callback) => {
	for ( key in object) 
			callback(key, object[key])
	
};

let extend = (destination, source) => {
	forOwn(source, (key, value) => {
		destination[key] = value;
	})
	return destination;
};

let forEach = (array, callback) => {
	const length = array.length;
	let index = -1;
	while (++index < length) 
		callback(array[index]);
	
};

const fourHexEscape = hex => {
	return '\\u' +  hex;
}

const hexadecimal = code => {
	let hexadecimal = code.toString(16);
	return hexadecimal;
};
const isArray = Array.isArray;
const isObject = value => {
	
	return toString.call(value) == '[object Object]';
};
const isString = value => {
	return typeof value == 'string' ||
		toString == '[object String]';
};
const escapeNonAsciiRegex = /([\uD800-\uDBFF][\uDC00-\uDFFF])|([\uD800-\uDFFF])|(['"`])|[^ !#-&\(-\[\]-_a-~]/g;

const jsesc = (argument, options) => {
	const increaseIndentation = () => {		++options.indentLevel;
		indent = options.indent.repeat(options.indentLevel)
	};
	
	const defaults = {
		'escapeEverything': false,
		'indent': '\t',
		'indentLevel': 0
	};
	options = extend(defaults, options);
	const quote =
		
			'\''
		;
	let indent;
	const newLine = '\n';
	let result;

	if (!isString(argument))
		if (isArray(argument)) {
			result = [];
				increaseIndentation();
			forEach(argument, value => {
				result.push(
					 indent +
					jsesc(value)
				);
			});
			return '[' + newLine + result.join(',' + newLine) + newLine + ']';
		} else if (!isObject(argument))
			return String(argument); else { 
			result = [];
			increaseIndentation();
			forOwn(argument, (key, value) => {
				result.push(
					 indent +
					jsesc(key) + ':' +
					 ' ' +
					jsesc(value, options)
				);
			});
			return '{' + newLine + result.join(',' + newLine) + newLine + '}';
		}

	const regex = escapeNonAsciiRegex;
	result = argument.replace(regex, char => {

		const hex = hexadecimal(char.charCodeAt());
			return fourHexEscape(hex);
	});
		result = quote + result + quote;
	return result;
};

module.exports = jsesc;
